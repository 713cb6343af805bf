import type { Config } from '../config.ts';

/** How log lines are written: readable lines for people, or one JSON object a line for collectors. */
export type LogFormat = 'pretty' | 'json';

/** What decides the log format; everything but the configuration is a fact about this process. */
export interface LogFormatInputs {
  requested: Config['LOG_FORMAT'];
  nodeEnv: string | undefined;
  stdoutIsTty: boolean;
}

/** LOG_FORMAT resolved: auto is pretty only on a terminal outside production. */
export function chooseLogFormat(inputs: LogFormatInputs): LogFormat {
  if (inputs.requested !== 'auto') return inputs.requested;
  return inputs.stdoutIsTty && inputs.nodeEnv !== 'production' ? 'pretty' : 'json';
}

/** The format this process logs in: the same answer for the app's logger and for the ready line. */
export function logFormatOf(config: Config): LogFormat {
  return chooseLogFormat({
    requested: config.LOG_FORMAT,
    nodeEnv: config.NODE_ENV,
    stdoutIsTty: process.stdout.isTTY,
  });
}
