/** The realm's view of a month as GET …/periods/:period/map.json sends it (src/games/phoenix/world/view.ts). */
export interface ArmyLike {
  readonly realm: string;
  readonly number: number;
  readonly kind: string;
  readonly at: string;
  readonly [unit: string]: unknown;
}

export interface FigureLike {
  readonly id: string;
  readonly name: string;
  readonly realm: string;
  readonly at: string;
}

export interface RealmMapView {
  readonly realm: string;
  readonly turn: number;
  readonly realms: readonly { readonly id: string; readonly name: string; readonly colour: string }[];
  readonly own: { readonly armies: readonly ArmyLike[]; readonly characters: readonly FigureLike[]; readonly wizards: readonly FigureLike[]; readonly strongholds: readonly { readonly at: string; readonly level: string; readonly bp: number }[] };
  readonly map: {
    readonly hexes: readonly { readonly at: string; readonly terrain: string; readonly elevation?: number; readonly owner?: string }[];
    readonly strongholds: readonly { readonly at: string; readonly level: string | null; readonly owner: string | null; readonly building: boolean }[];
    readonly armies: readonly ArmyLike[];
    readonly figures: readonly FigureLike[];
  };
}
