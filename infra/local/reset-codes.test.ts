import { describe, expect, it } from 'vitest';
import { MAX_WRONG_CODES, RESET_CODE_MS, resetCode, resetCodes } from './reset-codes';

function register() {
  let time = 1_000_000;
  const codes = resetCodes(() => time);
  codes.issue('mario.rossi', '123456');
  return { codes, pass: (ms: number) => (time += ms) };
}

describe('pending forgotten-password codes', () => {
  it('accepts the pending code until it is spent, then reads it as expired', () => {
    const { codes } = register();
    expect(codes.verify('mario.rossi', '123456')).toBe('accepted');
    expect(codes.verify('mario.rossi', '123456')).toBe('accepted');
    codes.spend('mario.rossi');
    expect(codes.verify('mario.rossi', '123456')).toBe('expired');
  });

  it('reads a name with no code asked as expired', () => {
    expect(register().codes.verify('anna.ferrari', '123456')).toBe('expired');
  });

  it.each([
    ['another code', '654321'],
    ['a shorter code', '12345'],
    ['a longer code', '1234567'],
    ['an empty code', ''],
  ])('counts %s as a wrong try', (_, code) => {
    expect(register().codes.verify('mario.rossi', code)).toBe('mismatch');
  });

  it('ends the code at the fifth wrong try: then even the right one is refused', () => {
    const { codes } = register();
    for (let wrong = 1; wrong <= MAX_WRONG_CODES; wrong += 1)
      expect(codes.verify('mario.rossi', '000000')).toBe('mismatch');
    expect(codes.verify('mario.rossi', '000000')).toBe('limit-exceeded');
    expect(codes.verify('mario.rossi', '123456')).toBe('limit-exceeded');
  });

  it('lets a new code replace the pending one, its tries with it', () => {
    const { codes } = register();
    for (let wrong = 1; wrong <= MAX_WRONG_CODES; wrong += 1) codes.verify('mario.rossi', '000000');
    codes.issue('mario.rossi', '777777');
    expect(codes.verify('mario.rossi', '123456')).toBe('mismatch');
    expect(codes.verify('mario.rossi', '777777')).toBe('accepted');
  });

  it('lets a code expire an hour after it was issued', () => {
    const onTime = register();
    onTime.pass(RESET_CODE_MS);
    expect(onTime.codes.verify('mario.rossi', '123456')).toBe('accepted');
    const late = register();
    late.pass(RESET_CODE_MS + 1);
    expect(late.codes.verify('mario.rossi', '123456')).toBe('expired');
  });

  it('keeps the names apart, whatever they are called', () => {
    const { codes } = register();
    codes.issue('constructor', '111111');
    codes.issue('__proto__', '222222');
    expect(codes.verify('constructor', '111111')).toBe('accepted');
    expect(codes.verify('__proto__', '111111')).toBe('mismatch');
    expect(codes.verify('toString', '111111')).toBe('expired');
    expect(codes.verify('mario.rossi', '123456')).toBe('accepted');
  });

  it('holds at most 10,000 codes, dropping the oldest', () => {
    const { codes } = register();
    for (let n = 0; n < 10_000; n += 1) codes.issue(`utente.${n}`, '000000');
    expect(codes.verify('mario.rossi', '123456')).toBe('expired');
    expect(codes.verify('utente.0', '000000')).toBe('accepted');
    expect(codes.verify('utente.9999', '000000')).toBe('accepted');
  });
});

describe('a new code', () => {
  it('is six digits, drawn anew each time', () => {
    const drawn = Array.from({ length: 200 }, resetCode);
    for (const code of drawn) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(drawn).size).toBeGreaterThan(190);
  });
});
