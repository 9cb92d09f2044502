import type { Territory } from '../../../territory/query';

/** The rep's territory is kept on this device only (never sent anywhere but with a research question). */
export const TERRITORY_KEY = 'spartan_territory';

export function readTerritory(storage: Pick<Storage, 'getItem'> = localStorage): Territory | null {
  try {
    const value = JSON.parse(storage.getItem(TERRITORY_KEY) ?? 'null') as Partial<Territory> | null;
    if (!value || typeof value.state !== 'string' || !/^[A-Z]{2}$/.test(value.state)) return null;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
    return { state: value.state, counties: strings(value.counties), zips: strings(value.zips).filter((zip) => /^\d{5}$/.test(zip)) };
  } catch {
    return null;
  }
}

export function saveTerritory(territory: Territory | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage) {
  try {
    if (territory) storage.setItem(TERRITORY_KEY, JSON.stringify(territory));
    else storage.removeItem(TERRITORY_KEY);
  } catch {
    // Private browsing or a full store: the territory still applies until the page is closed.
  }
}
