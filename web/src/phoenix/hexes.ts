import { centre, parsePlace, placeIndex } from '../../../src/games/phoenix/client.js';

/** The centre of a place ("503/22") in the map's SVG units, as the shared renderer draws it. */
export function hexCentre(at: string): [number, number] | undefined {
  const id = parsePlace(at);
  return id === undefined ? undefined : centre(placeIndex(id));
}

/** The place of the hex under a point of the page: the renderer titles each hex "503/22 · …". */
export function hexAtPoint(x: number, y: number): string | undefined {
  for (const element of document.elementsFromPoint(x, y)) {
    if (element.tagName === 'use' && element.getAttribute('href') === '#h') {
      return element.querySelector('title')?.textContent?.split(' · ')[0];
    }
  }
  return undefined;
}
