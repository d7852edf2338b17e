export { ArchivingForecast, type ArchivedReason, type ArchivingForecastProps } from './ArchivingForecast.tsx';
