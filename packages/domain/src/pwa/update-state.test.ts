import { describe, expect, it } from 'vitest';
import { isUpdatePromptShown, nextUpdateState } from './update-state';
import type { UpdateEvent, UpdateState } from './update-state';

const run = (events: UpdateEvent['type'][], from: UpdateState = 'none') =>
  events.reduce<UpdateState>((state, type) => nextUpdateState(state, { type } as UpdateEvent), from);

describe('service-worker update states (spec §4)', () => {
  it('goes none → checking → downloading → ready, and prompts only when ready', () => {
    const seen: UpdateState[] = [];
    let state: UpdateState = 'none';
    for (const type of ['check', 'found', 'installed'] as const) {
      state = nextUpdateState(state, { type });
      seen.push(state);
    }
    expect(seen).toEqual(['checking', 'downloading', 'ready']);
    expect(seen.map(isUpdatePromptShown)).toEqual([false, false, true]);
  });

  it('goes back to none when a check finds nothing new', () => {
    expect(run(['check', 'no-update'])).toBe('none');
  });

  it('ends in error when the check or the download fails', () => {
    expect(run(['check', 'failed'])).toBe('error');
    expect(run(['check', 'found', 'failed'])).toBe('error');
  });

  it('keeps a waiting update ready through later checks and failures', () => {
    expect(run(['check', 'found', 'installed', 'check', 'no-update'])).toBe('ready');
    expect(run(['installed', 'failed'])).toBe('ready');
  });

  it('lets a new check follow an error, and reset clears everything', () => {
    expect(run(['check', 'failed', 'check'])).toBe('checking');
    expect(run(['installed', 'reset'])).toBe('none');
  });
});
