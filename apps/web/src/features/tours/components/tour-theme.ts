import 'driver.js/dist/driver.css';
import './tour-theme.css';

// The tour library and its look travel together in one lazily loaded chunk.
export { driver } from 'driver.js';
