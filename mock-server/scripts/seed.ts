import { loadSettings } from '../src/core/settings';
import { createStore } from '../src/core/store';
import { seed } from '../src/seed';

// `npm run seed`: resets the data file to the demo fixtures (README.md).
const { dataFile } = loadSettings();
if (dataFile === null) throw new Error('DATA_FILE must name a file to seed');
seed(createStore(dataFile));
console.log(`Seeded ${dataFile}`);
