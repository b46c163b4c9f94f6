// Properties, rental units and their images in Chromium against the API: a property made, six hangars added
// at once, images uploaded (one refused), ordered, one made the card and cropped, the unit listed; then the
// public listings and the airport's side frame show it. A viewer sees it read-only, a group limited to
// another property cannot open it, and another company cannot reach it.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  alphaId,
  apiOf,
  apiSignIn,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  test,
  unique,
  type Api,
} from './support';

/** A real image of `color`, `width`×`height` pixels, as JPEG or PNG bytes. */
async function picture(width: number, height: number, color: string, format: 'jpeg' | 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

type Unit = { id: number; unitNumber: string; cardImageID: number | null };
type Image = { id: number; fileName: string; width: number; height: number; isCard: boolean };

const images = (page: Page) => page.getByRole('list', { name: /^Images/ });

async function unitsOf(api: Api, propertyId: number): Promise<Unit[]> {
  const answer = await api<{ items: Unit[] }>(
    'GET',
    `/api/RentalUnitSearch?propertyID=${propertyId}&pageSize=50`,
  );
  expect(answer.status).toBe(200);
  return answer.data.items;
}

test.describe('properties and rental units', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a property, six hangars at once, images, the card and the public listing', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Every image (private ones are fetched with the session's token and shown from memory) loads under
    // the site's Content-Security-Policy, the cropper's own styles too.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy'))
        refused.push(`${page.url()} (${message.location().url}): ${message.text()}`);
    });
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const api = apiOf(page);
    const name = `Ramp ${unique()}`;

    // The property, from the list's "Add property".
    await page.goto(`/MgmtCoAdmin/${alpha}/Properties`);
    await page.getByRole('link', { name: 'Add property' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Airport / hangar' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/properties\/\d+\/Edit\/details$/);
    const propertyId = Number(/\/properties\/(\d+)\//.exec(page.url())![1]);
    await expectNoAxeViolations(page);

    // Six T-hangars in one go, from the units tab.
    await page.getByRole('tab', { name: 'Units' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${propertyId}/Edit/units$`));
    await page.getByRole('button', { name: 'Add several units' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add several units' });
    await dialog.getByLabel('Units to add').fill('H-1 to H-6');
    await expect(dialog.locator('[data-slot="unit-batch-form-preview"]')).toContainText('6 units: H-1');
    await dialog.getByRole('button', { name: 'Add the units' }).click();
    await expect(dialog).toBeHidden();
    const units = await unitsOf(api, propertyId);
    expect(units.map((u) => u.unitNumber)).toEqual(['H-1', 'H-2', 'H-3', 'H-4', 'H-5', 'H-6']);
    await expect(page.getByRole('link', { name: 'H-6', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const unit = units[1]!;

    // Three images for H-2: two pictures and a text file named like a picture, which is refused by name.
    await page.goto(`/rentalunit/${unit.id}/images`);
    await page.locator('[data-slot="attachment-file-input"]').setInputFiles([
      { name: 'door-open.jpg', mimeType: 'image/jpeg', buffer: await picture(1200, 800, '#4a7bb7', 'jpeg') },
      { name: 'inside.png', mimeType: 'image/png', buffer: await picture(900, 900, '#b7834a', 'png') },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all\n'.repeat(20)) },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg' })).toBeVisible();
    await expect(images(page).getByRole('listitem')).toHaveCount(2);
    let stored = await api<{ items: Image[] }>('GET', `/api/RentalUnitImages/${unit.id}`);
    expect(stored.data.items.map((i) => i.fileName).sort()).toEqual(['door-open.jpg', 'inside.png']);

    // Order: whichever came first goes later, by the keyboard-reachable button.
    const first = stored.data.items[0]!.fileName;
    const second = stored.data.items[1]!.fileName;
    await page.getByRole('button', { name: `Move later: ${first}` }).click();
    await expect
      .poll(async () =>
        (await api<{ items: Image[] }>('GET', `/api/RentalUnitImages/${unit.id}`)).data.items.map(
          (i) => i.fileName,
        ),
      )
      .toEqual([second, first]);

    // The card: door-open.jpg, chosen by hand.
    await page.getByRole('button', { name: 'Set as card: door-open.jpg' }).click();
    await expect(images(page).getByRole('listitem').filter({ hasText: 'Card image' })).toContainText(
      'door-open.jpg',
    );
    stored = await api<{ items: Image[] }>('GET', `/api/RentalUnitImages/${unit.id}`);
    const card = stored.data.items.find((i) => i.fileName === 'door-open.jpg')!;
    expect(card.isCard).toBe(true);
    expect(card.width / card.height).toBeCloseTo(1.5, 1);
    await expectNoAxeViolations(page);

    // Crop the card square in the editor.
    await images(page)
      .getByRole('listitem')
      .filter({ hasText: 'door-open.jpg' })
      .getByRole('link', { name: /Edit/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/imageedit/${card.id}$`));
    await page.getByRole('radio', { name: 'Square' }).check();
    // The crop box takes the new shape before Save (as a person would see it do).
    await expect
      .poll(async () => {
        const box = await page.getByRole('group', { name: 'Crop area' }).boundingBox();
        return box ? Math.round((box.width / box.height) * 100) / 100 : 0;
      })
      .toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/rentalunit/${unit.id}/images$`));
    const cropped = await api<Image>('GET', `/api/ImageID/${card.id}`);
    expect(cropped.data.width).toBe(cropped.data.height);

    // Listed, with a line of text.
    await page.goto(`/rentalunit/${unit.id}`);
    await page.getByRole('switch', { name: 'Listed' }).click();
    await page.getByLabel('Listing text').fill(`Dry T-hangar at ${name}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Unit H-2 is saved.');

    // The public listings: the unit, with the cropped card image, to anyone.
    const listings = await request.get('/api/listings');
    const listed = (
      (await listings.json()) as { data: { items: Array<Record<string, unknown>> } }
    ).data.items.find((l) => l.propertyName === name && l.unitNumber === 'H-2');
    expect(listed?.cardImageUrl).toEqual(expect.stringContaining(`/api/image/${card.id}`));
    const anonymous = await request.get(String(listed!.cardImageUrl));
    expect(anonymous.status()).toBe(200);
    const { width, height } = await sharp(await anonymous.body()).metadata();
    expect(width).toBe(height);

    await page.goto('/listings');
    const listing = page.getByRole('article').filter({ hasText: name });
    await expect(listing).toContainText('H-2');
    await expect(listing.getByRole('img')).toHaveAttribute('src', new RegExp(`/api/image/${card.id}`));

    // The airport's side frame shows the same listing beside the weather.
    await page.goto('/');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('article').filter({ hasText: name })).toContainText('H-2');
    expect(refused).toEqual([]);
  });

  test('the viewer sees a property read-only; a group limited to another property and Bravo cannot open it', async ({
    page,
    request,
  }) => {
    test.slow();
    // Set-up through the API: a property with a unit, as Alpha's administrator.
    const admin = await apiSignIn(request, 'alpha.admin');
    // A company user's company list is their own company.
    const companies = await admin<{ items: Array<{ id: number }> }>('GET', '/api/MgmtCoSearch');
    const alpha = companies.data.items[0]!.id;
    const property = await admin<{ id: number }>('POST', '/api/Property', {
      managementCompanyID: alpha,
      name: `Closed ${unique()}`,
      type: 'airport',
    });
    expect(property.status).toBe(200);
    const unit = await admin<{ id: number }>('POST', '/api/RentalUnit', {
      propertyID: property.data.id,
      unitNumber: 'B-1',
      type: 'box-hangar',
    });
    expect(unit.status).toBe(200);

    // The viewer: everything visible, nothing to change.
    await signIn(page, 'alpha.viewer');
    await page.goto(`/properties/${property.data.id}/Edit/details`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.goto(`/rentalunit/${unit.data.id}/images`);
    await expect(page.getByRole('button', { name: 'Choose images' })).toHaveCount(0);

    // A user whose group is limited to the demo hangars (another property) finds this one nowhere.
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const hangars = await admin<{ items: Array<{ id: number; name: string }> }>(
      'GET',
      `/api/PropertySearch?managementCompanyID=${alpha}&q=Hicks`,
    );
    const demo = hangars.data.items[0]!;
    const suffix = unique();
    const group = await admin<{ id: number; version: number }>('POST', '/api/MgmtCoSecurityGroup', {
      name: `Limited ${suffix}`,
      description: 'e2e: one property only',
      managementCompanyID: alpha,
    });
    expect(group.status).toBe(200);
    const grants = await admin('PUT', `/api/SystemSecurityAccesses/${group.data.id}`, {
      accesses: [
        { securityFeatureID: 104, access: 1, scopeID: null },
        { securityFeatureID: 201, access: 1, scopeID: demo.id },
        { securityFeatureID: 202, access: 1, scopeID: demo.id },
      ],
      version: group.data.version,
    });
    expect(grants.status).toBe(200);
    const password = 'Limited-Pass-2026!x';
    const user = await sysadmin('POST', '/api/SystemUser', {
      userName: `limited.${suffix}`,
      password,
      email: `limited.${suffix}@alpha.example`,
      firstName: 'Limited',
      lastName: suffix,
      managementCompanyID: alpha,
      securityGroupIDs: [group.data.id],
    });
    expect(user.status).toBe(200);
    const limited = await request.post('/api/authenticate', {
      data: { userName: `limited.${suffix}`, password },
      headers: {
        'X-XSRF-TOKEN': decodeURIComponent(
          (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
        ),
      },
    });
    const token = ((await limited.json()) as { data: { token: string } }).data.token;
    const asLimited = (path: string) => request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect((await asLimited(`/api/Property/${property.data.id}`)).status()).toBe(404);
    expect((await asLimited(`/api/RentalUnit/${unit.data.id}`)).status()).toBe(404);
    expect((await asLimited(`/api/Property/${demo.id}`)).status()).toBe(200);
    const theirs = (await (await asLimited(`/api/PropertySearch?managementCompanyID=${alpha}`)).json()) as {
      data: { items: Array<{ id: number }> };
    };
    expect(theirs.data.items.map((p) => p.id)).toEqual([demo.id]);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByPlaceholder('Username').fill(`limited.${suffix}`);
    await page.getByPlaceholder('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    await page.goto(`/properties/${property.data.id}/Edit/details`);
    await expect(page).toHaveURL(/\/notauthorized/);

    // Bravo's administrator: not found, in the API and the pages.
    const bravo = await apiSignIn(request, 'bravo.admin');
    expect((await bravo('GET', `/api/Property/${property.data.id}`)).status).toBe(404);
    expect((await bravo('GET', `/api/RentalUnit/${unit.data.id}`)).status).toBe(404);
    expect((await bravo('GET', `/api/RentalUnitImages/${unit.data.id}`)).status).toBe(404);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'bravo.admin');
    await page.goto(`/properties/${property.data.id}/Edit/details`);
    await expect(page.getByRole('alert')).toContainText('Not found');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  });
});

test.describe('property pages pass axe at phone width', () => {
  test.use({ viewport: { width: 400, height: 900 } });

  test('property list, property, unit list and unit page', async ({ page }) => {
    test.slow();
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const api = apiOf(page);
    const found = await api<{ items: Array<{ id: number }> }>(
      'GET',
      `/api/PropertySearch?managementCompanyID=${alpha}&q=Hicks`,
    );
    const propertyId = found.data.items[0]!.id;
    const units = await unitsOf(api, propertyId);
    for (const path of [
      `/MgmtCoAdmin/${alpha}/Properties`,
      `/properties/${propertyId}/Edit/details`,
      `/properties/${propertyId}/Edit/security`,
      `/manageunitsfor/${propertyId}`,
      `/manageunitsfor/${propertyId}/unit/${units[0]!.id}`,
      `/rentalunit/${units[0]!.id}/images`,
      '/listings',
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"], [data-state="loading"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    }
  });
});
