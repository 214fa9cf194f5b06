/** The 7 roles (data.md "Roles"). */
export const ROLES = ['consul', 'magister-militum', 'mercator', 'praefectus-classis', 'praefectus-fabrum', 'regina-foederata', 'vestalis'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_TEXT: Readonly<Record<Role, { title: string; ability: string; special: string }>> = {
  consul: { title: 'Consul', ability: 'action: add 1 legion to any fort city or your own city', special: '+1 legion' },
  'magister-militum': { title: 'Magister Militum', ability: 'loses 1 legion fewer per battle roll', special: 'remove 2 barbarians' },
  mercator: {
    title: 'Mercator',
    ability: 'once a turn as an action give or take a card matching your city with a player there; may ally without a matching barbarian present',
    special: 'remove 1 barbarian and 1 legion',
  },
  'praefectus-classis': {
    title: 'Praefectus Classis',
    ability: 'sails port to port without a card, with up to 3 legions; in a port, discard the card of that port to add up to 2 legions',
    special: 'remove 1 barbarian if in a port',
  },
  'praefectus-fabrum': {
    title: 'Praefectus Fabrum',
    ability: 'builds a fort by removing 2 legions; discards a card to move from a fort city to anywhere or from anywhere to a fort city with up to 3 legions',
    special: 'remove 2 barbarians if in a fort city',
  },
  'regina-foederata': {
    title: 'Regina Foederata',
    ability: 'moves up to 3 barbarians and/or legions with her (never more than 3 of one colour in a city); one Enlist Barbarians a turn free of card and action',
    special: 'remove 1 barbarian, add 1 legion',
  },
  vestalis: {
    title: 'Vestalis',
    ability: 'keeps a private deck of the unused events; at any time, no action, discards a card matching her city to draw from it; may draw 3 player cards and put 1 back',
    special: 'lose 1 legion',
  },
};

const roleSet = new Set<string>(ROLES);
export function isRole(text: string): text is Role {
  return roleSet.has(text);
}
