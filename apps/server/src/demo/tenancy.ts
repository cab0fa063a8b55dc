import { ALPINE_CLIENT, MERIDIAN_CLIENT } from './client-definitions.ts';

export interface DemoUser {
  clientKey: string;
  email: string;
  name: string;
  role: 'ADMIN' | 'USER';
  password: string;
  viewNames: string[];
}

export interface DemoView {
  clientKey: string;
  name: string;
  specificViewType: 'HILTON' | null;
  supportsEssentials: boolean;
  contentMonitorSummary: boolean;
  contentMonitorDetail: boolean;
  scope: { kind: 'ALL' } | { kind: 'FILTER'; propertyTypes?: string[]; brandCodes?: string[] };
  /** null: every channel. */
  channelIds: number[] | null;
}

export interface DemoChannelGroup {
  clientKey: string;
  name: string;
  channelIds: number[];
}

export const STANDARD_VIEW = 'Meridian — All properties';
export const HOTEL_CHAIN_VIEW = 'Meridian — Hotel chain';
export const LUXURY_VIEW = 'Meridian — Luxury collection';
export const ALPINE_VIEW = 'Alpine Boutique Hotels — All hotels';

export const DEMO_VIEWS: readonly DemoView[] = [
  {
    clientKey: MERIDIAN_CLIENT.key,
    name: STANDARD_VIEW,
    specificViewType: null,
    supportsEssentials: true,
    contentMonitorSummary: true,
    contentMonitorDetail: true,
    scope: { kind: 'ALL' },
    channelIds: null,
  },
  {
    clientKey: MERIDIAN_CLIENT.key,
    name: HOTEL_CHAIN_VIEW,
    specificViewType: 'HILTON',
    supportsEssentials: false,
    contentMonitorSummary: true,
    contentMonitorDetail: true,
    scope: { kind: 'FILTER', propertyTypes: ['HOTEL'] },
    channelIds: null,
  },
  {
    clientKey: MERIDIAN_CLIENT.key,
    name: LUXURY_VIEW,
    specificViewType: null,
    supportsEssentials: true,
    contentMonitorSummary: true,
    contentMonitorDetail: false,
    scope: { kind: 'FILTER', brandCodes: ['MG', 'ORS', 'VO'] },
    // The channels luxury guests and their travel agents book through.
    channelIds: [104, 106, 107, 120, 121, 81, 90, 91, 60, 61, 62, 63, 70, 71],
  },
  {
    clientKey: ALPINE_CLIENT.key,
    name: ALPINE_VIEW,
    specificViewType: null,
    supportsEssentials: true,
    contentMonitorSummary: true,
    contentMonitorDetail: true,
    scope: { kind: 'ALL' },
    channelIds: null,
  },
];

/** The demo logins the README lists. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    clientKey: MERIDIAN_CLIENT.key,
    email: 'admin@demo.local',
    name: 'Dana Whitfield',
    role: 'ADMIN',
    password: 'demo-admin',
    viewNames: [STANDARD_VIEW, HOTEL_CHAIN_VIEW, LUXURY_VIEW],
  },
  {
    clientKey: MERIDIAN_CLIENT.key,
    email: 'manager@demo.local',
    name: 'Marco Bellini',
    role: 'USER',
    password: 'demo-manager',
    viewNames: [STANDARD_VIEW],
  },
  {
    clientKey: MERIDIAN_CLIENT.key,
    email: 'chain@demo.local',
    name: 'Claire Dubois',
    role: 'USER',
    password: 'demo-chain',
    viewNames: [HOTEL_CHAIN_VIEW],
  },
  {
    clientKey: ALPINE_CLIENT.key,
    email: 'other@demo.local',
    name: 'Lukas Steiner',
    role: 'USER',
    password: 'demo-other',
    viewNames: [ALPINE_VIEW],
  },
];

export const DEMO_CHANNEL_GROUPS: readonly DemoChannelGroup[] = [
  { clientKey: MERIDIAN_CLIENT.key, name: 'Corporate travel (GDS)', channelIds: [60, 61, 62, 63] },
  {
    clientKey: MERIDIAN_CLIENT.key,
    name: 'Group, meeting & event',
    channelIds: [70, 71, 72, 73, 75],
  },
];
