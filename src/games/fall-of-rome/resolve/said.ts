import { cityName, counted, type Said } from './args.js';
import { cardName, countedFr, deFr, stands, tribeName } from './words.js';

/** Refusals worded alike by several commands, in every language of Said. */

export function fortExists(city: number): Said {
  const c = cityName(city);
  return { en: `${c} already has a fort`, de: `${c} hat schon ein Fort`, nl: `${c} heeft al een fort`, fr: `${c} a déjà un fort` };
}

export function noFort(city: number): Said {
  const c = cityName(city);
  return { en: `${c} has no fort`, de: `${c} hat kein Fort`, nl: `${c} heeft geen fort`, fr: `${c} n’a pas de fort` };
}

export function notAPort(city: number): Said {
  const c = cityName(city);
  return { en: `${c} is not a port`, de: `${c} ist kein Hafen`, nl: `${c} is geen havenstad`, fr: `${c} n’est pas un port` };
}

/** A card (by id) that is not the card of `city`. */
export function wrongCard(card: string, city: number): Said {
  const c = cityName(city);
  return {
    en: `${cardName(card, 'en')} does not match ${c}`,
    de: `${cardName(card, 'de')} passt nicht zu ${c}`,
    nl: `${cardName(card, 'nl')} hoort niet bij ${c}`,
    fr: `${cardName(card, 'fr')} ne correspond pas à ${c}`,
  };
}

/** A card (by id) not of the tribe's colour. */
export function wrongColour(card: string, tribe: number): Said {
  return {
    en: `${cardName(card, 'en')} is not a ${tribeName(tribe, 'en')} card`,
    de: `${cardName(card, 'de')} ist keine Karte der ${tribeName(tribe, 'de')}`,
    nl: `${cardName(card, 'nl')} is geen kaart van de ${tribeName(tribe, 'nl')}`,
    fr: `${cardName(card, 'fr')} n’est pas une carte des ${tribeName(tribe, 'fr')}`,
  };
}

export const NO_LEGIONS_LEFT: Said = {
  en: 'no legions are left in the supply',
  de: 'im Vorrat sind keine Legionen mehr',
  nl: 'er zijn geen legioenen meer in de voorraad',
  fr: 'il ne reste plus de légions dans la réserve',
};

export const BAD_DIRECTION: Said = {
  en: '"direction" must be "give" or "take"',
  de: '„direction“ muss „give“ oder „take“ sein',
  nl: '"direction" moet "give" of "take" zijn',
  fr: '« direction » doit être « give » ou « take »',
};

export const ALREADY_THERE: Said = { en: 'you are already there', de: 'du bist schon dort', nl: 'je bent daar al', fr: 'tu y es déjà' };

/** Fewer legions than asked for stand in `city`: only `n`. */
export function tooFewLegions(n: number, city: number): Said {
  const c = cityName(city);
  return {
    en: `only ${counted(n, 'legion stands', 'legions stand')} in ${c}`,
    de: `in ${c} ${stands(n, 'de')} nur ${counted(n, 'Legion', 'Legionen')}`,
    nl: `in ${c} ${stands(n, 'nl')} maar ${counted(n, 'legioen', 'legioenen')}`,
    fr: `il n’y a que ${countedFr(n, 'légion', 'légions')} à ${c}`,
  };
}

/** Fewer barbarians of `tribe` than asked for stand in `city`: only `n`. */
export function tooFewBarbarians(n: number, tribe: number, city: number): Said {
  const c = cityName(city);
  return {
    en: `only ${n} of the ${tribeName(tribe, 'en')} ${stands(n, 'en')} in ${c}`,
    de: `von den ${tribeName(tribe, 'de')} ${stands(n, 'de')} nur ${n} in ${c}`,
    nl: `van de ${tribeName(tribe, 'nl')} ${stands(n, 'nl')} er maar ${n} in ${c}`,
    fr: `${c} ne compte que ${countedFr(n, 'barbare', 'barbares')} des ${tribeName(tribe, 'fr')}`,
  };
}

/** No barbarian of `tribe` stands in `city`. */
export function noBarbarian(tribe: number, city: number): Said {
  const c = cityName(city);
  return {
    en: `no ${tribeName(tribe, 'en')} stand in ${c}`,
    de: `in ${c} stehen keine ${tribeName(tribe, 'de')}`,
    nl: `in ${c} staan geen ${tribeName(tribe, 'nl')}`,
    fr: `il n’y a pas ${deFr(tribeName(tribe, 'fr'))} à ${c}`,
  };
}

export function notAllied(tribe: number): Said {
  return {
    en: `the ${tribeName(tribe, 'en')} are not allied`,
    de: `die ${tribeName(tribe, 'de')} sind nicht verbündet`,
    nl: `de ${tribeName(tribe, 'nl')} zijn geen bondgenoten`,
    fr: `les ${tribeName(tribe, 'fr')} ne sont pas alliés`,
  };
}
