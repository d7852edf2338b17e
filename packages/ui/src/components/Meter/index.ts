export {
  DEFAULT_METER_THRESHOLDS,
  Meter,
  meterTones,
  meterToneFor,
  type MeterProps,
  type MeterTone,
} from './Meter.tsx';
