import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a first render can take
// longer. A generous ceiling only slows a failing test, never a passing one.
configure({ asyncUtilTimeout: 15_000 });

// The web project runs its files in one window per worker (decision 135): each file starts with an
// empty page, empty storage, no cookies and the address at `/`, as in a window of its own.
beforeAll(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
});
