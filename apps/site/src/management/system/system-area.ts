// The routes that group the System administration pages: the area (any system feature), its users and its
// security groups (each their system feature's View); the pages' own modules add their crumbs.
import { SystemFeature } from '@hangar/contracts';
import { systemAreaHandle, systemPageHandle } from './system-handles';

export const handle = systemAreaHandle;
export const usersArea = { handle: systemPageHandle('Users', SystemFeature.Users) };
export const groupsArea = { handle: systemPageHandle('Security groups', SystemFeature.SecurityGroups) };
