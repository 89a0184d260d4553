import { describe, expect, it } from 'vitest';
import { BOTTOM_OVERLAY_HEIGHT, heightWhenFilled, reserveBottomSpace } from './bottom-space';

const reserved = () => document.documentElement.style.getPropertyValue(BOTTOM_OVERLAY_HEIGHT);

describe('room below the page for what is fixed at the bottom', () => {
  it('reserves the tallest overlay’s height while any shows, and gives it back when they go', () => {
    // jsdom lays nothing out: each overlay's height is given, as a browser would measure it.
    let bannerHeight = 120;
    let toastHeight = 0;
    const releaseBanner = reserveBottomSpace(document.createElement('div'), () => bannerHeight);
    const releaseToasts = reserveBottomSpace(document.createElement('ol'), () => toastHeight);
    expect(reserved()).toBe('120px');

    releaseBanner();
    expect(reserved()).toBe('');

    bannerHeight = 80;
    toastHeight = 150;
    const releaseAgain = reserveBottomSpace(document.createElement('div'), () => bannerHeight);
    const releaseSecondToasts = reserveBottomSpace(document.createElement('ol'), () => toastHeight);
    expect(reserved()).toBe('150px');
    releaseSecondToasts();
    expect(reserved()).toBe('80px');
    releaseAgain();
    releaseToasts();
    expect(reserved()).toBe('');
  });

  it('counts a container with only its padding as covering nothing', () => {
    const box = document.createElement('div');
    const content = document.createElement('div');
    box.append(content);
    Object.defineProperty(box, 'offsetHeight', { value: 24 });
    const measure = heightWhenFilled(box, content);
    expect(measure()).toBe(0);
    content.append(document.createElement('section'));
    expect(measure()).toBe(24);
  });
});
