export { ServiceGroups, type ServiceGroupsProps } from './ServiceGroups';
