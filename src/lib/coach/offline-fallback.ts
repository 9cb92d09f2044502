import { isNetworkFailure, ON_DEVICE_NOTICE } from '../network';
import type { CoachResult, CoachTask } from './types';

/**
 * Calls the API; when there is no connection, answers with the offline coach running in the
 * browser instead (the same engine code the server uses). The engine is imported only then, so
 * tool pages don't download it unless a rep is actually offline.
 */
export async function withOfflineCoach<T>(online: () => Promise<T>, task: CoachTask, toResponse: (result: CoachResult) => T): Promise<T> {
  try {
    return await online();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const { runCoach } = await import('./engine');
    const result = await runCoach(task);
    return toResponse({ ...result, notices: [ON_DEVICE_NOTICE, ...result.notices] });
  }
}
