/**
 * The service worker's update (spec §4): none → checking → downloading → ready, or error. The
 * prompt to reload shows when ready; a failure shows 'Update Failed' with a refresh (spec §8).
 */
export type UpdateState = 'none' | 'checking' | 'downloading' | 'ready' | 'error';

export type UpdateEvent =
  /** The page asked the browser to look for a new worker. */
  | { type: 'check' }
  /** The browser found one and is installing it (`updatefound`). */
  | { type: 'found' }
  /** The new worker installed and waits to take over. */
  | { type: 'installed' }
  /** The check found nothing new. */
  | { type: 'no-update' }
  /** The check or the install failed (network, a worker that would not install). */
  | { type: 'failed' }
  /** The person chose to reload into the new version, or dismissed the failure. */
  | { type: 'reset' };

export function nextUpdateState(state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event.type) {
    case 'check':
      // A worker already waiting stays ready; a download under way goes on.
      return state === 'ready' || state === 'downloading' ? state : 'checking';
    case 'found':
      return state === 'ready' ? state : 'downloading';
    case 'installed':
      return 'ready';
    case 'no-update':
      return state === 'checking' ? 'none' : state;
    case 'failed':
      return state === 'ready' ? state : 'error';
    case 'reset':
      return 'none';
  }
}

/** Whether the banner asks to reload into the new version. */
export const isUpdatePromptShown = (state: UpdateState) => state === 'ready';
