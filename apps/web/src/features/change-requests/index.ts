export { CreateChangeRequest } from './components/create-change-request.tsx';
