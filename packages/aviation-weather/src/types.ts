// The weather core's public types: decoded observations, forecasts, runway winds and the API report shapes.

/** Result of any decode: never thrown, always returned. `warnings` name groups that could not be read. */
export type Decoded<T> = { ok: true; value: T; warnings: string[] } | { ok: false; error: string };

export type FlightCategory = 'VFR' | 'MVFR' | 'IFR' | 'LIFR';

export type Wind = {
  /** Degrees TRUE, 0–360; null when variable (VRB) or calm. */
  directionTrue: number | null;
  /** Knots (MPS and KMH reports are converted). */
  speedKt: number;
  gustKt: number | null;
  /** `dddVddd` sector, degrees true. */
  variableFrom: number | null;
  variableTo: number | null;
  isVariable: boolean;
  isCalm: boolean;
};

export type CloudLayer = {
  cover: 'SKC' | 'CLR' | 'NSC' | 'FEW' | 'SCT' | 'BKN' | 'OVC' | 'VV';
  baseFt: number | null;
  type?: 'CB' | 'TCU';
};

export type MetarObservation = {
  station: string;
  /** Observation time as a real UTC date. */
  time: Date;
  raw: string;
  type: 'METAR' | 'SPECI';
  auto: boolean;
  corrected: boolean;
  wind: Wind | null;
  /** Statute miles; `visibilityPlus` for "10+"/P6SM/CAVOK/9999. */
  visibilitySm: number | null;
  visibilityPlus: boolean;
  weather: string[];
  clouds: CloudLayer[];
  /** Lowest BKN/OVC/VV base in feet, null when none. */
  ceilingFt: number | null;
  temperatureC: number | null;
  temperatureF: number | null;
  dewpointC: number | null;
  dewpointF: number | null;
  altimeterInHg: number | null;
  altimeterHpa: number | null;
  flightCategory: FlightCategory | null;
  remarks: string | null;
  /** "M1/4SM": the visibility is less than `visibilitySm`. */
  visibilityLessThan?: boolean;
  /** The reported value when the station reports metres (10000 for 9999 and CAVOK); null for statute miles. */
  visibilityMetres?: number | null;
  /** `weather` in plain English, same order ("-TSRA" → "thunderstorm with light rain"). */
  weatherText?: string[];
  /** Recent weather groups (REFZRA…), as reported. */
  recentWeather?: string[];
  /** The remarks in English as metar-taf-parser renders them (codes it does not know stay as they are). */
  remarksDecoded?: string | null;
};

export type TafPeriodKind = 'BASE' | 'FM' | 'BECMG' | 'TEMPO' | 'PROB';

export type TafPeriod = {
  kind: TafPeriodKind;
  probability: number | null;
  from: Date;
  to: Date | null;
  wind: Wind | null;
  visibilitySm: number | null;
  visibilityPlus: boolean;
  /** The reported value when the TAF gives metres (10000 for 9999 and CAVOK); null for statute miles. */
  visibilityMetres?: number | null;
  weather: string[];
  clouds: CloudLayer[];
  /** The group's own raw text. */
  raw: string;
  /** English rendering of the period, e.g. "From 18:00Z: wind 170° at 12 kt gusting 20, visibility 6+ SM, broken 2,500 ft". */
  text: string;
};

export type TafForecast = {
  station: string;
  issued: Date;
  validFrom: Date;
  validTo: Date;
  amended: boolean;
  corrected: boolean;
  raw: string;
  periods: TafPeriod[];
};

export type RunwayWind = {
  /** Runway designator, e.g. "14" or "32". */
  runway: string;
  /** Runway magnetic heading in degrees. */
  headingMag: number;
  /** Wind direction relative to the runway, in (−180, 180]; positive: from the right. */
  relativeAngle: number;
  /** Headwind component (negative = tailwind), knots, unrounded. */
  headwindKt: number;
  /** Crosswind component, signed: positive from the right, knots, unrounded. */
  crosswindKt: number;
  gustHeadwindKt: number | null;
  gustCrosswindKt: number | null;
  /** Set when the direction varies: VRB (unknown direction) or a `dddVddd` sector. */
  variable?: 'VRB' | 'sector';
  /** With `variable`: the smallest headwind (largest tailwind) any direction in play could give. */
  minHeadwindKt?: number;
  gustMinHeadwindKt?: number | null;
};

export type DensityAltitudeResult = {
  pressureAltitudeFt: number;
  pressureAltitudeM: number;
  /** NWS virtual-temperature formula (uses dewpoint when given). */
  densityAltitudeFt: number;
  densityAltitudeM: number;
  /** PA + 120 × (OAT − ISA at field elevation), for comparison. */
  ruleOfThumbFt: number;
  isaTempC: number;
};

/** Body of GET /api/NoaaCrosswindMetar… (`data`), the shape the widgets read. */
export type CrosswindReport = {
  station: string;
  /** ISO UTC observation time. */
  time: string;
  temperature: { fahrenheit: number | null; celsius: number | null };
  wind: {
    direction: { degrees: number | null };
    kt: number;
    gust: number | null;
    isCalm: boolean;
    isVariable: boolean;
  };
  rawData: string;
  magneticVariation: number;
  crosswinds: Array<{
    runway: string;
    /** `direction.degrees` = wind angle relative to the runway in (−180, 180]. */
    baseCrosswindVelocity: { kt: number; direction: { degrees: number } };
    gustCrosswindVelocity: { kt: number | null };
    parallelWindVelocity: { kt: number };
    /** Headwind component of the gust (negative = tailwind). */
    gustParallelWindVelocity?: { kt: number | null };
    /** Variable wind only: the worst (smallest) headwind over the possible directions, base and gust. */
    minParallelWindVelocity?: { kt: number; gustKt: number | null };
    /** The runway's magnetic heading used. */
    headingMag?: number;
  }>;
  /** Present on the …DensityAltitude endpoint. */
  densityAltitude?: { feet: number; meters: number };
  pressureAltitude?: { feet: number; meters: number };
  /** Present with densityAltitude: the PA + 120 × (OAT − ISA) rule of thumb, for comparison. */
  densityAltitudeRuleOfThumb?: { feet: number; meters: number };
  flightCategory?: FlightCategory | null;
  /** Observation time in the station's local time ("HH:MM"), when a UTC offset was given. */
  localTime?: string;
  /** What could not be computed (e.g. no wind group: no crosswinds) or was read with doubt. */
  warnings?: string[];
};

/** Metadata every weather response carries next to `data`. */
export type WeatherMeta = {
  /** True when upstream failed and this is the last good value. */
  stale: boolean;
  /** ISO time the value was fetched from upstream. */
  fetchedAt: string;
  /** Seconds since fetchedAt when answered. */
  ageSeconds: number;
  /** True when served from the recorded replay data, not the network. */
  replay: boolean;
  /** In replay mode: what was recorded for this answer, where and when. */
  recording?: WeatherRecording;
};

/**
 * A recording the replay mode answers from, in words for the reader, e.g. `{ what: 'The NWS 7-day forecast',
 * place: 'for Rochester, New York', time: 'issued 5 January 2025, 20:40 UTC', note: 'Served here for any point…' }`.
 */
export type WeatherRecording = { what: string; place: string; time: string; note?: string };

export type MetarResponse = { station: string; raw: string; time: string };
export type DecodedMetarResponse = {
  station: string;
  text: string;
  time: string;
  raw: string;
  /** From ceiling and visibility; null when the report has neither. */
  flightCategory?: FlightCategory | null;
};
/** One TAF change group as the API answers it: what the timeline draws. */
export type TafResponsePeriod = {
  kind: TafPeriodKind;
  text: string;
  raw: string;
  /** ISO UTC start; `to` null for FM (it runs until the next FM or the end of the TAF). */
  from?: string;
  to?: string | null;
  /** PROB30/PROB40: the percentage. */
  probability?: number | null;
  /** From the group's own ceiling and visibility (a TEMPO may give only one: see `categoryPartial`). */
  flightCategory?: FlightCategory | null;
  categoryPartial?: 'ceiling-only' | 'visibility-only' | null;
  /** Degrees true (null: variable or calm), knots. */
  wind?: {
    directionTrue: number | null;
    speedKt: number;
    gustKt: number | null;
    isVariable: boolean;
    isCalm: boolean;
  } | null;
};
export type TafResponse = {
  station: string;
  formattedData: string;
  time: string;
  raw: string;
  periods: TafResponsePeriod[];
  /** ISO UTC validity of the whole TAF. */
  validFrom?: string;
  validTo?: string;
};
/** A TAF response for a station that has none: `formattedData` null. */
export type NoTafResponse = { station: string; formattedData: null; time: null; raw: null; periods: [] };

export type ForecastPeriod = {
  number: number;
  name: string;
  startTime: string;
  isDaytime: boolean;
  icon: string;
  shortForecast: string;
  detailedForecast: string;
  temperature: number;
  temperatureUnit: 'F' | 'C';
  windDirection: string;
  windSpeed: string;
  probabilityOfPrecipitation: number | null;
};

export type ForecastResponse = {
  office: string;
  gridX: number;
  gridY: number;
  updated: string | null;
  periods: ForecastPeriod[];
};
