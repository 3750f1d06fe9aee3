// A worker thread of the importer's pool (piscina): prepares one book file per task.
import { prepareBook } from './prepare-book.js';

export default prepareBook;
