import { describe, expect, it } from 'vitest';
import {
  AIRCRAFT_TYPES,
  aircraftCreateSchema,
  doorFit,
  registrationProblem,
  smallestDoorFor,
  registrationSchema,
} from './aircraft';

describe('registration marks', () => {
  it.each(['N1', 'N9', 'N12345', 'N1A', 'N1AB', 'N12AB', 'N123AB', 'N1234Z', 'N172SP', 'N999ZZ'])(
    'accepts the US mark %s',
    (mark) => {
      expect(registrationProblem(mark)).toBeNull();
    },
  );

  it.each([
    ['N', 'Enter the characters after the N'],
    ['N0123', 'The first character after the N is a digit from 1 to 9'],
    ['NABC', 'The first character after the N is a digit from 1 to 9'],
    ['N123456', 'A US mark has at most 5 characters after the N'],
    ['N1234AB', 'A US mark has at most 5 characters after the N'],
    ['N12ABC', 'A US mark ends in at most two letters'],
    ['N1A2', 'Letters come only at the end of a US mark'],
    ['N12I', 'US marks never use the letters I or O'],
    ['N1O', 'US marks never use the letters I or O'],
    ['N12-3', 'Use only digits and letters after the N'],
  ])('refuses the US mark %s: %s', (mark, problem) => {
    expect(registrationProblem(mark)).toBe(problem);
  });

  it.each(['C-FABC', 'G-ABCD', 'D-EABC', 'VH-ABC', '4X-ABC', 'JA8000', 'HL7500', 'F-GKXA'])(
    "accepts another country's mark %s",
    (mark) => {
      expect(registrationProblem(mark)).toBeNull();
    },
  );

  it.each(['', 'C--FABC', 'G-ABCDEF', 'ABCDE', '12345', 'C-', 'G ABCD!'])('refuses %j', (mark) => {
    expect(registrationProblem(mark)).not.toBeNull();
  });

  it('writes the mark as the registry does: upper case, no spaces', () => {
    expect(registrationSchema.parse(' n 172sp ')).toBe('N172SP');
    expect(registrationSchema.safeParse('n0123').success).toBe(false);
  });
});

describe('doorFit', () => {
  const sr22 = AIRCRAFT_TYPES.find((t) => t.id === 'sr22')!;
  const malibu = AIRCRAFT_TYPES.find((t) => t.id === 'pa46')!;

  it('fits with the clearance to spare, giving the margins', () => {
    const fit = doorFit({ widthFt: 41, heightFt: 12 }, sr22);
    expect(fit).toMatchObject({ fits: 'yes', widthMarginFt: 2.7, heightMarginFt: 3.1 });
  });

  it('agrees with smallestDoorFor, the door a list filtered by fit asks for (sizes kept to a tenth)', () => {
    const tenth = (v: number) => Math.round(v * 10) / 10;
    for (const plane of AIRCRAFT_TYPES) {
      const least = smallestDoorFor(plane);
      for (let step = -3; step <= 3; step++) {
        const widthFt = tenth(plane.wingspanFt + step / 10);
        const heightFt = tenth(plane.tailHeightFt + step / 10);
        const passes = widthFt >= least.widthFt && heightFt >= least.heightFt;
        expect([plane.id, step, passes]).toEqual([
          plane.id,
          step,
          doorFit({ widthFt, heightFt }, plane).fits !== 'no',
        ]);
      }
    }
  });

  it('is tight inside the clearance, on either side', () => {
    expect(doorFit({ widthFt: 44, heightFt: 12 }, malibu)).toMatchObject({
      fits: 'tight',
      widthMarginFt: 1,
      heightMarginFt: 0.7,
    });
    expect(doorFit({ widthFt: 50, heightFt: 9.5 }, sr22).fits).toBe('tight');
    // A larger clearance makes the same door tight.
    expect(doorFit({ widthFt: 41, heightFt: 12 }, sr22, { widthFt: 3, heightFt: 1 }).fits).toBe('tight');
  });

  it('does not fit when the span or the tail is larger than the door, saying by how much', () => {
    const fit = doorFit({ widthFt: 41, heightFt: 12 }, malibu);
    expect(fit).toMatchObject({ fits: 'no', widthMarginFt: -2, heightMarginFt: 0.7 });
    expect(fit.reason).toBe('Does not fit: too wide by 2 ft (door 41 ft wide, wingspan 43 ft)');
    expect(
      doorFit(
        { widthFt: 60, heightFt: 14 },
        AIRCRAFT_TYPES.find((t) => t.id === 'c25b')!,
      ).reason,
    ).toMatch(/too tall by 1.2 ft/);
  });

  it('leaves a unit without a recorded door size to be checked by hand (tight, no margins)', () => {
    expect(doorFit({ widthFt: null, heightFt: 12 }, sr22)).toMatchObject({
      fits: 'tight',
      widthMarginFt: null,
      heightMarginFt: null,
    });
  });
});

describe('aircraft', () => {
  it('needs a valid mark, the type and sizes above zero', () => {
    const ok = aircraftCreateSchema.safeParse({
      contactID: 1,
      registration: 'n123ab',
      make: 'Cirrus',
      model: 'SR22',
      wingspanFt: 38.33,
      lengthFt: 26,
      tailHeightFt: 8.9,
    });
    expect(ok.success && ok.data).toMatchObject({
      registration: 'N123AB',
      wingspanFt: 38.3,
      basedHere: true,
    });
    const bad = aircraftCreateSchema.safeParse({
      contactID: 1,
      registration: 'N0I',
      make: '',
      model: 'SR22',
      wingspanFt: 0,
      lengthFt: 26,
      tailHeightFt: 8.9,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'make',
      'registration',
      'wingspanFt',
    ]);
  });
});
