import { useSaveDistributorApplication } from '@kankan/api';
import { mutationHost } from '../../app/MutationHost.tsx';

/*
 * The distributor application's request, loaded when the visitor first submits the form (see AgentPage): its hook
 * and how a refusal reads (which brings the API's error module).
 */
export const MutationHost = mutationHost(useSaveDistributorApplication);
export { serviceErrorOf } from './shared.ts';
