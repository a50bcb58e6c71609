import type { AcquisitionChannel } from '../enums';

/**
 * How acquisition channels group for the dashboard's red share and the rows' `acquisitionChannelRaggr`
 * (the text a group is written as in a row): web, call centre, door to door, teleselling, agencies,
 * shops, partners, social media, post and mail, the utility's own systems.
 */
export const CHANNEL_GROUP_TEXTS = {
  WEB: 'WEB',
  CALL_CENTER: 'CALL CENTER',
  DOOR_TO_DOOR: 'PORTA A PORTA',
  TELESELLING: 'TELESELLING',
  AGENCIES: 'AGENZIE',
  SHOPS: 'NEGOZI',
  PARTNER: 'PARTNER',
  SOCIAL: 'SOCIAL',
  MAIL: 'CORRISPONDENZA',
  INTERNAL: 'INTERNO',
} as const;
export type ChannelGroup = keyof typeof CHANNEL_GROUP_TEXTS;
export const CHANNEL_GROUPS = Object.keys(CHANNEL_GROUP_TEXTS) as ChannelGroup[];

export const CHANNEL_GROUP_OF: Readonly<Record<AcquisitionChannel, ChannelGroup>> = {
  WEB: 'WEB',
  WEB_APP: 'WEB',
  WEB_SELF: 'WEB',
  CALL_CENTER: 'CALL_CENTER',
  CALL_CENTER_INBOUND: 'CALL_CENTER',
  CALL_CENTER_OUTBOUND: 'CALL_CENTER',
  DOOR_TO_DOOR: 'DOOR_TO_DOOR',
  DOOR_TO_DOOR_RES: 'DOOR_TO_DOOR',
  DOOR_TO_DOOR_BUS: 'DOOR_TO_DOOR',
  TELESELLING: 'TELESELLING',
  TELESELLING_RES: 'TELESELLING',
  TELESELLING_BUS: 'TELESELLING',
  AGENZIA: 'AGENCIES',
  SFA: 'AGENCIES',
  SHOP_IN_SHOP: 'SHOPS',
  SPORTELLO: 'SHOPS',
  NEGOZIO: 'SHOPS',
  EWP: 'PARTNER',
  WHATS_APP: 'SOCIAL',
  FACEBOOK: 'SOCIAL',
  INSTAGRAM: 'SOCIAL',
  MAIL: 'MAIL',
  POSTA: 'MAIL',
  BACK_OFFICE: 'INTERNAL',
  SISTEMA: 'INTERNAL',
};

/** A channel's group; a channel the product does not know (older rows) is its own systems' last resort: ND. */
export const channelGroupOf = (channel: string): ChannelGroup | 'ND' =>
  CHANNEL_GROUP_OF[channel as AcquisitionChannel] ?? 'ND';
