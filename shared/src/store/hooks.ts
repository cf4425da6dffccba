import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PortalDispatch, PortalState, PortalStore } from './store';

export const useAppDispatch = useDispatch.withTypes<PortalDispatch>();
export const useAppSelector = useSelector.withTypes<PortalState>();
export const useAppStore = useStore.withTypes<PortalStore>();
