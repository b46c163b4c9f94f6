export { SunTimes, localClock, localDay, type SunTimesProps } from './sun-times';
