import { it } from 'vitest';
import { useTestService } from '../../helpers/service';
import { writingOperations } from './sweep';
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
it('lists', async () => {
  console.log(JSON.stringify(await writingOperations(service().url, 'v1')));
  console.log(JSON.stringify(await writingOperations(service().url, 'v2')));
  const routes: string[] = [];
  console.log(service().app.printRoutes({ commonPrefix: false }));
});
