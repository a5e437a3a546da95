import { describe, expect, it } from 'vitest';
import { pickFiles, roomLeft } from './pick';

const file = (name: string, type = 'image/jpeg') => ({ name, type });

describe('the room left for photos', () => {
  it('is the cap minus stored photos and uploads on their way; failed uploads hold none', () => {
    expect(roomLeft(10, 3, [])).toBe(7);
    expect(roomLeft(10, 3, [{ state: 'uploading' }, { state: 'saving' }, { state: 'failed' }])).toBe(5);
    expect(roomLeft(15, 15, [])).toBe(0);
    expect(roomLeft(10, 9, [{ state: 'uploading' }, { state: 'uploading' }])).toBe(0);
  });
});

describe('picking files', () => {
  it('keeps images up to the room left and says how many were dropped', () => {
    const picked = [file('a.jpg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')];
    expect(pickFiles(picked, 2)).toEqual({ kept: picked.slice(0, 2), notImages: [], dropped: { kept: 2, picked: 3 } });
    expect(pickFiles(picked, 5)).toEqual({ kept: picked, notImages: [], dropped: null });
    expect(pickFiles(picked, 0)).toEqual({ kept: [], notImages: [], dropped: { kept: 0, picked: 3 } });
  });

  it('leaves out what is not an image, by name', () => {
    expect(pickFiles([file('menu.pdf', 'application/pdf'), file('a.jpg'), file('x.gif', 'image/gif')], 10)).toEqual({
      kept: [file('a.jpg')],
      notImages: ['menu.pdf', 'x.gif'],
      dropped: null,
    });
  });
});
