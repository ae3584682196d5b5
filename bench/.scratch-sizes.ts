import { formatSizes, measureConsole } from './sizes/console-sizes';
console.log(formatSizes(measureConsole(), 180));
