import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The modalities a generation or an engine error belongs to (history types). */
export type Modality = 'GenText' | 'TTImage' | 'TTS' | 'Speech2Text';

/** Prometheus metrics of one app instance (its own registry, so tests can build many apps). */
export function createMetrics() {
  const registry = new Registry();
  // The event-loop delay is sampled by a timer: prom-client's default of 10 ms woke an idle server 100
  // times a second (two thirds of its idle CPU); 100 ms still gives a scrape's percentiles ~150 samples.
  collectDefaultMetrics({ register: registry, prefix: 'penwise_', eventLoopMonitoringPrecision: 100 });
  const httpDuration = new Histogram({
    name: 'penwise_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const generations = new Counter({
    name: 'penwise_generations_total',
    help: 'Charged generations by modality and engine.',
    labelNames: ['modality', 'engine'],
    registers: [registry],
  });
  const creditsSpent = new Counter({
    name: 'penwise_credits_spent_total',
    help: 'Credits charged for generations, by modality.',
    labelNames: ['modality'],
    registers: [registry],
  });
  const engineErrors = new Counter({
    name: 'penwise_engine_errors_total',
    help: 'AI engine failures by modality and kind (busy, unavailable, timeout, rejected, misconfigured).',
    labelNames: ['modality', 'kind'],
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    generation(modality: Modality, engine: string, credits: number) {
      generations.inc({ modality, engine });
      creditsSpent.inc({ modality }, credits);
    },
    engineError(modality: Modality, kind: string) {
      engineErrors.inc({ modality, kind });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
