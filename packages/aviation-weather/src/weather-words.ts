// Present-weather codes (-TSRA, VCSH, FZFG…) in plain English.

const INTENSITY: Record<string, string> = { '-': 'light', '+': 'heavy' };
const DESCRIPTOR: Record<string, string> = {
  MI: 'shallow',
  PR: 'partial',
  BC: 'patches of',
  DR: 'low drifting',
  BL: 'blowing',
  SH: 'showers',
  TS: 'thunderstorm',
  FZ: 'freezing',
};
const PHENOMENON: Record<string, string> = {
  DZ: 'drizzle',
  RA: 'rain',
  SN: 'snow',
  SG: 'snow grains',
  IC: 'ice crystals',
  PL: 'ice pellets',
  GR: 'hail',
  GS: 'small hail',
  UP: 'unknown precipitation',
  BR: 'mist',
  FG: 'fog',
  FU: 'smoke',
  VA: 'volcanic ash',
  DU: 'widespread dust',
  SA: 'sand',
  HZ: 'haze',
  PY: 'spray',
  PO: 'dust whirls',
  SQ: 'squalls',
  FC: 'funnel cloud',
  SS: 'sandstorm',
  DS: 'duststorm',
};

/** Matches one present-weather group: intensity or proximity, descriptor, phenomena. */
export const WEATHER_RE =
  /^(\+|-|VC)?(MI|PR|BC|DR|BL|SH|TS|FZ)?((?:DZ|RA|SN|SG|IC|PL|GR|GS|UP|BR|FG|FU|VA|DU|SA|HZ|PY|PO|SQ|FC|SS|DS)*)$/;

export function isWeatherGroup(token: string): boolean {
  const m = WEATHER_RE.exec(token);
  return !!m && !!(m[2] || m[3]);
}

/** English for one weather group, e.g. "-TSRA" → "thunderstorm with light rain"; unknown codes come back as they are. */
export function weatherWords(code: string): string {
  const m = WEATHER_RE.exec(code);
  if (!m || !(m[2] || m[3])) return code;
  const [, intensity, descriptor, phenomena = ''] = m;
  if (intensity === '+' && phenomena === 'FC') return 'tornado or waterspout';
  const names = (phenomena.match(/../g) ?? []).map((p) => PHENOMENON[p] ?? p);
  const phenText = names.join(' and ');
  const lead = intensity && INTENSITY[intensity] ? `${INTENSITY[intensity]} ` : '';
  let core: string;
  if (descriptor === 'TS') core = phenText ? `thunderstorm with ${lead}${phenText}` : `${lead}thunderstorm`;
  else if (descriptor === 'SH') core = `${lead}${phenText ? `${phenText} showers` : 'showers'}`;
  else if (descriptor) core = `${lead}${DESCRIPTOR[descriptor]} ${phenText}`.trim();
  else core = `${lead}${phenText}`;
  if (intensity === 'VC') core = `${core} in the vicinity`;
  return core;
}
