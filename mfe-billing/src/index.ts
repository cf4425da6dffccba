// The standalone dev page: an async boundary first, so the shared singletons are negotiated before React loads.
import('./standalone');
