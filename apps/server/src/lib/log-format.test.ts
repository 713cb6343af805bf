import { describe, expect, it } from 'vitest';
import { chooseLogFormat, type LogFormatInputs } from './log-format.ts';

const terminal: LogFormatInputs = {
  requested: 'auto',
  nodeEnv: undefined,
  stdoutIsTty: true,
};

describe('chooseLogFormat', () => {
  it('writes readable lines on a terminal', () => {
    expect(chooseLogFormat(terminal)).toBe('pretty');
  });

  it('keeps JSON lines when stdout is a pipe or a file (systemd, Docker, a log collector)', () => {
    expect(chooseLogFormat({ ...terminal, stdoutIsTty: false })).toBe('json');
  });

  it('keeps JSON lines in production, even on a terminal', () => {
    expect(chooseLogFormat({ ...terminal, nodeEnv: 'production' })).toBe('json');
    expect(chooseLogFormat({ ...terminal, nodeEnv: 'development' })).toBe('pretty');
  });

  it('does what LOG_FORMAT asks for, whatever stdout is', () => {
    expect(chooseLogFormat({ ...terminal, requested: 'json' })).toBe('json');
    expect(chooseLogFormat({ ...terminal, requested: 'pretty', stdoutIsTty: false })).toBe('pretty');
    expect(chooseLogFormat({ ...terminal, requested: 'pretty', nodeEnv: 'production' })).toBe('pretty');
  });
});
