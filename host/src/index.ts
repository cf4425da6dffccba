// Module Federation needs an async boundary before anything that uses shared modules.
import('./bootstrap');
