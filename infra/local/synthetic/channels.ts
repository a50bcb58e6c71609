import type { AcquisitionChannel } from '../../../shared/enums';
import { CHANNEL_GROUP_OF, CHANNEL_GROUP_TEXTS } from '../../../shared/request-log/channel-groups';
import { COMPANY_PLACES, SURNAMES } from './italian-names';
import { createRandom, type Random, weighted } from './prng';

/**
 * How checks arrive: the acquisition channel, its grouping and type, the agency behind agency channels,
 * and who ran the check. Web, call centre and door-to-door sales bring most prospects, as at a utility.
 */

interface ChannelProfile {
  weight: number;
  /** DIRETTO: the utility's own staff or site; INDIRETTO: a sales agency. */
  type: 'DIRETTO' | 'INDIRETTO';
}

export const CHANNEL_PROFILES: Readonly<Record<AcquisitionChannel, ChannelProfile>> = {
  WEB: { weight: 15, type: 'DIRETTO' },
  WEB_APP: { weight: 4, type: 'DIRETTO' },
  WEB_SELF: { weight: 4, type: 'DIRETTO' },
  CALL_CENTER: { weight: 11, type: 'DIRETTO' },
  CALL_CENTER_INBOUND: { weight: 8, type: 'DIRETTO' },
  CALL_CENTER_OUTBOUND: { weight: 5, type: 'INDIRETTO' },
  DOOR_TO_DOOR: { weight: 11, type: 'INDIRETTO' },
  DOOR_TO_DOOR_RES: { weight: 5, type: 'INDIRETTO' },
  DOOR_TO_DOOR_BUS: { weight: 3, type: 'INDIRETTO' },
  TELESELLING: { weight: 4, type: 'INDIRETTO' },
  TELESELLING_RES: { weight: 2, type: 'INDIRETTO' },
  TELESELLING_BUS: { weight: 1, type: 'INDIRETTO' },
  AGENZIA: { weight: 6, type: 'INDIRETTO' },
  SFA: { weight: 2, type: 'INDIRETTO' },
  SHOP_IN_SHOP: { weight: 3, type: 'INDIRETTO' },
  SPORTELLO: { weight: 5, type: 'DIRETTO' },
  NEGOZIO: { weight: 3, type: 'DIRETTO' },
  EWP: { weight: 1, type: 'INDIRETTO' },
  WHATS_APP: { weight: 1, type: 'DIRETTO' },
  FACEBOOK: { weight: 1, type: 'DIRETTO' },
  INSTAGRAM: { weight: 0.5, type: 'DIRETTO' },
  MAIL: { weight: 1, type: 'DIRETTO' },
  POSTA: { weight: 0.5, type: 'DIRETTO' },
  BACK_OFFICE: { weight: 2, type: 'DIRETTO' },
  SISTEMA: { weight: 2, type: 'DIRETTO' },
};

export const CHANNELS = weighted(
  (Object.keys(CHANNEL_PROFILES) as AcquisitionChannel[]).map(
    (channel) => [channel, CHANNEL_PROFILES[channel].weight] as const,
  ),
);

export interface Agency {
  code: string;
  name: string;
}

const AGENCY_KINDS = ['Energia', 'Servizi', 'Consulting', 'Vendite', 'Multiservizi', 'Partners'] as const;

/**
 * Forty sales agencies, the same in every data set (fixed seed), so the agency mapping screen and the
 * request log can agree on codes and names.
 */
export const AGENCIES: readonly Agency[] = (() => {
  const random = createRandom(2026);
  return Array.from({ length: 40 }, (_, index) => {
    const base = random.chance(0.5) ? random.pick(SURNAMES) : random.pick(COMPANY_PLACES);
    const form = random.pick(['S.r.l.', 'S.r.l.s.', 'S.a.s.', 'S.p.A.']);
    return {
      code: `AG${String(1001 + index * 37).padStart(5, '0')}`,
      name: `${base} ${random.pick(AGENCY_KINDS)} ${form}`,
    };
  });
})();

/** Who ran a check: an agency's operator, a system user for automatic channels, else the utility's staff. */
export function createOperators(random: Random, featuredUsers: readonly string[]) {
  const staff = Array.from({ length: 120 }, (_, index) => {
    const initial = String.fromCharCode(97 + random.int(26));
    const surname = random
      .pick(SURNAMES)
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    return `${initial}.${surname}${index % 7 === 0 ? index : ''}`;
  });
  return {
    userOf(draw: Random, channel: AcquisitionChannel, agency: Agency | null): string {
      if (agency) return `${agency.code.toLowerCase()}.op${draw.between(1, 25)}`;
      if (channel === 'WEB_SELF' || channel === 'WEB_APP') return 'portale.web';
      if (channel === 'SISTEMA') return 'sistema';
      if (featuredUsers.length > 0 && draw.chance(0.2)) return draw.pick(featuredUsers);
      return draw.pick(staff);
    },
  };
}

/** The channel's group in the KPIs, as a row writes it (acquisitionChannelRaggr). */
export const channelGroupText = (channel: AcquisitionChannel) => CHANNEL_GROUP_TEXTS[CHANNEL_GROUP_OF[channel]];
