import { COURIER_HOME, landingPath, roleRedirect } from './landing';
import { portalPage } from './portal-nav';

describe('where signing in lands', () => {
  it('sends couriers to their app, Ops to dispatch and everyone else to the dashboard', () => {
    expect(landingPath('Courier')).toBe('/courier');
    expect(landingPath('Ops')).toBe('/Dispatch');
    for (const role of ['Admin', 'Customer', undefined]) expect(landingPath(role)).toBe('/dashboard');
  });

  it('lands on pages of the route table that the role may open', () => {
    expect(portalPage(landingPath('Courier'))?.gate).toBe('courier');
    expect(portalPage(landingPath('Ops'))?.gate).toBe('ops');
  });

  it('keeps a courier inside the courier app, and no one else', () => {
    expect(roleRedirect('Courier', '/Dashboard')).toBe(COURIER_HOME);
    expect(roleRedirect('Courier', '/Dispatch')).toBe(COURIER_HOME);
    expect(roleRedirect('Courier', COURIER_HOME)).toBeNull();
    for (const role of ['Admin', 'Customer', 'Ops', undefined]) expect(roleRedirect(role, '/Dashboard')).toBeNull();
  });
});
