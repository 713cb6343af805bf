import { setTimeout as sleep } from 'node:timers/promises';

/** One request the load sent: what it asked, when (in which phase it started and ended) and the answer. */
export interface LoadSample {
  name: string;
  startPhase: string;
  endPhase: string;
  endedAt: number;
  /** 0 when no HTTP answer came (connection refused, reset, or no answer within 10 s). */
  status: number;
  code: string | undefined;
  retryAfter: string | null;
}

/** A request the load repeats: a name for the report and how to send it. */
export interface LoadRequest {
  name: string;
  send(signal: AbortSignal): Promise<Response>;
}

/**
 * Sends `requests` round-robin from `workers` loops until stopped, tagging every answer with the phase
 * the test had set when it was sent and when it came back.
 */
export function startLoad(requests: LoadRequest[], workers = 4) {
  const samples: LoadSample[] = [];
  let phase = 'up';
  let running = true;

  async function one(request: LoadRequest) {
    const startPhase = phase;
    let status = 0;
    let code: string | undefined;
    let retryAfter: string | null = null;
    try {
      const res = await request.send(AbortSignal.timeout(10_000));
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      const body = (await res.json().catch(() => undefined)) as { code?: string } | undefined;
      code = body?.code;
    } catch {
      // No answer: status stays 0.
    }
    samples.push({
      name: request.name,
      startPhase,
      endPhase: phase,
      endedAt: Date.now(),
      status,
      code,
      retryAfter,
    });
  }

  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i += 1) {
      const request = requests[i % requests.length];
      if (request) await one(request);
      // A little room for the event loop: the test's own timers and the server's replies.
      await sleep(5);
    }
  });

  return {
    samples,
    setPhase(next: string) {
      phase = next;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
