import { describe, expect, it } from 'vitest';
import { anyCodeRule, appCodeRule, recoveryCodesFile } from './code-rules';

describe('code rules', () => {
  it('accept six digits, spaced as apps show them, for an app code', () => {
    expect(appCodeRule('123456')).toBeNull();
    expect(appCodeRule('123 456')).toBeNull();
    expect(appCodeRule('12345')).toMatch(/6-digit/);
    expect(appCodeRule('ABCDE-FGHJK')).toMatch(/6-digit/);
  });

  it('accept an app code or a recovery code when either will do', () => {
    expect(anyCodeRule('ABCDE-FGHJK')).toBeNull();
    expect(anyCodeRule('  ')).toMatch(/Enter a code/);
    expect(anyCodeRule('x'.repeat(33))).toMatch(/too long/);
  });

  it('write one code a line under a heading naming the account', () => {
    const file = recoveryCodesFile('Penwise', 'ada@example.com', ['AAAAA-BBBBB', 'CCCCC-DDDDD']);
    expect(file.split('\n')).toEqual([
      'Penwise recovery codes for ada@example.com',
      expect.stringContaining('logs you in once'),
      '',
      'AAAAA-BBBBB',
      'CCCCC-DDDDD',
      '',
    ]);
  });
});
