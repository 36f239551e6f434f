export { ComponentLibraryPage as default } from './ComponentLibraryPage';
