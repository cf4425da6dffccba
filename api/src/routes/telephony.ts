// The telephony endpoints not yet in the telephony area (areas/telephony), one file per resource under telephony/:
// outbound call routing (LCR).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { lcrRoutes } from './telephony/lcr';

export function telephonyRoutes(v1: FastifyInstance, ctx: AppContext): void {
  lcrRoutes(v1, ctx);
}
