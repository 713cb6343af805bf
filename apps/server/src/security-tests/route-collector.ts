import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route as the app registered it: `POST /api/ai/text`, `GET /api/media/:id`. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/**
 * Records every route the next Fastify instance registers, including those added later by anyone:
 * Fastify announces each new instance on this channel before a plugin can add a route, so an onRoute
 * hook added there sees them all. Call right before building the app, then read `routes` once built.
 */
export function collectRoutesOfNextApp(): { routes: RegisteredRoute[] } {
  const routes: RegisteredRoute[] = [];
  const channel = 'fastify.initialization';
  const onInit = (message: unknown) => {
    unsubscribe(channel, onInit);
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      // HEAD twins of GET routes are Fastify's own; they run the same handler.
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: options.url });
    });
  };
  subscribe(channel, onInit);
  return { routes };
}
