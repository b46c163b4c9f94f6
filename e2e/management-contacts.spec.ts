// Contacts in Chromium against the API: an individual and a company added from the list, found with the
// search box, changed and deleted; a record saved in two tabs (the 409 question, both answers); and a
// changed form left both ways (the in-app question and the browser's own).
import type { Page } from '@playwright/test';
import { alphaId, apiOf, expect, expectToast, sideNav, signIn, test, toast, unique } from './support';

/** The contact list's table (its `data-state`: loading, refreshing, ready, empty or error). */
const contactTable = (page: Page) => page.locator('[data-slot="contact-list"] [data-slot="data-table"]');

/** Types `text` into the list's search box and waits for the list to answer it. */
async function searchContacts(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill(text);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${text}(&|$)`));
  await expect(contactTable(page)).toHaveAttribute('data-state', /^(ready|empty)$/);
}

/** The rows of the contact list (header row left out). */
const contactRows = (page: Page) => contactTable(page).locator('tbody tr');

/** The contact form once its record is read (or its blank form is there). */
const contactForm = (page: Page) => page.locator('form[data-slot="contact-form"]');

test.describe('contacts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an individual is added from the list, found, changed and deleted', async ({ page }) => {
    test.slow();
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const last = `Ind${unique()}`;
    const list = new RegExp(`/MgmtCoAdmin/${alpha}/Contacts$`);

    await page.goto(`/MgmtCoAdmin/${alpha}/Contacts`);
    await page.getByRole('link', { name: 'New individual' }).click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/Contacts/Individual/new$`));
    await expect(page.getByRole('heading', { level: 1, name: 'New individual' })).toBeVisible();
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill(last);
    await page.getByRole('button', { name: 'Add an e-mail' }).click();
    await page
      .getByRole('group', { name: 'E-mail 1' })
      .getByLabel('Address')
      .fill(`ann@${last.toLowerCase()}.example`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `${last}, Ann is saved.`);
    await expect(page).toHaveURL(list);

    await searchContacts(page, last);
    await expect(contactRows(page)).toHaveCount(1);
    const row = contactRows(page).first();
    await expect(row.getByRole('link', { name: `${last}, Ann` })).toBeVisible();
    await expect(row).toContainText('Individual');
    await expect(row).toContainText(`ann@${last.toLowerCase()}.example`);

    await row.getByRole('link', { name: `${last}, Ann` }).click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/Contacts/Individual/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: `${last}, Ann` })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ann');
    await page.getByLabel('First name').fill('Anna');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `${last}, Anna is saved.`);
    await expect(page).toHaveURL(list);
    await searchContacts(page, last);
    await expect(contactRows(page)).toHaveCount(1);
    await expect(contactRows(page).getByRole('link', { name: `${last}, Anna` })).toBeVisible();

    await contactRows(page)
      .getByRole('link', { name: `${last}, Anna` })
      .click();
    await expect(page.getByLabel('First name')).toHaveValue('Anna');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete contact?' });
    await expect(question).toContainText(`${last}, Anna will be deleted`);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, `${last}, Anna is deleted.`);
    await expect(page).toHaveURL(list);
    await searchContacts(page, last);
    await expect(contactTable(page)).toHaveAttribute('data-state', 'empty');
    await expect(page.getByText('No contacts match')).toBeVisible();
    await expect(contactRows(page).getByRole('link', { name: new RegExp(last) })).toHaveCount(0);
  });

  test('a company is added from the list, found, changed and deleted', async ({ page }) => {
    test.slow();
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const word = unique();
    const name = `Hangar Works ${word}`;
    // E-mail addresses are stored in lower case.
    const mail = (box: string) => `${box}@${word}.example`;
    const list = new RegExp(`/MgmtCoAdmin/${alpha}/Contacts$`);

    await page.goto(`/MgmtCoAdmin/${alpha}/Contacts`);
    await page.getByRole('link', { name: 'New company' }).click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/Contacts/Company/new$`));
    await expect(page.getByRole('heading', { level: 1, name: 'New company contact' })).toBeVisible();
    await page.getByLabel('Company name').fill(name);
    await page.getByRole('button', { name: 'Add an e-mail' }).click();
    await page.getByRole('group', { name: 'E-mail 1' }).getByLabel('Address').fill(mail('office'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `${name} is saved.`);
    await expect(page).toHaveURL(list);

    await searchContacts(page, word);
    await expect(contactRows(page)).toHaveCount(1);
    await expect(contactRows(page)).toContainText('Company');
    await expect(contactRows(page)).toContainText(mail('office'));

    await contactRows(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/Contacts/Company/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const address = page.getByRole('group', { name: 'E-mail 1' }).getByLabel('Address');
    await expect(address).toHaveValue(mail('office'));
    await address.fill(mail('hangar'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `${name} is saved.`);
    await expect(page).toHaveURL(list);
    await searchContacts(page, word);
    await expect(contactRows(page)).toHaveCount(1);
    await expect(contactRows(page)).toContainText(mail('hangar'));
    await expect(contactRows(page)).not.toContainText(mail('office'));

    await contactRows(page).getByRole('link', { name }).click();
    await expect(page.getByRole('group', { name: 'E-mail 1' }).getByLabel('Address')).toHaveValue(
      mail('hangar'),
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete contact?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, `${name} is deleted.`);
    await expect(page).toHaveURL(list);
    await searchContacts(page, word);
    await expect(page.getByText('No contacts match')).toBeVisible();
    await expect(contactRows(page).getByRole('link', { name })).toHaveCount(0);
  });

  test('one record saved in two tabs: the later save asks, and both answers do what they say', async ({
    page: theirs,
  }) => {
    test.slow();
    await signIn(theirs, 'alpha.admin');
    const alpha = await alphaId(theirs);
    const last = `Twotab${unique()}`;
    const api = apiOf(theirs);
    const created = await api<{ id: number }>('POST', '/api/Contact', {
      kind: 'individual',
      managementCompanyID: alpha,
      firstName: 'Original',
      lastName: last,
    });
    expect(created.status).toBe(200);
    const url = `/MgmtCoAdmin/${alpha}/Contacts/Individual/${created.data.id}`;
    // A second tab of the same browser: the same session.
    const mine = await theirs.context().newPage();
    const conflict = mine.getByRole('alertdialog', { name: 'This record was changed by someone else' });

    /** Opens the contact in `tab` and types `firstName` into it. */
    async function openAndType(tab: Page, expected: string, firstName: string) {
      await tab.goto(url);
      await expect(contactForm(tab)).toHaveAttribute('data-state', 'editable');
      await expect(tab.getByLabel('First name')).toHaveValue(expected);
      await tab.getByLabel('First name').fill(firstName);
    }
    async function save(tab: Page) {
      await tab.getByRole('button', { name: 'Save', exact: true }).click();
    }

    // Both tabs open the record; theirs saves first, mine second: the question; "Reload their version".
    await openAndType(theirs, 'Original', 'Theirs');
    await openAndType(mine, 'Original', 'Mine');
    await save(theirs);
    await expectToast(theirs, `${last}, Theirs is saved.`);
    await save(mine);
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Someone saved this record after you opened it.');
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(mine.getByLabel('First name')).toHaveValue('Theirs');
    // Their version is now the form's start: nothing of mine is left unsaved.
    await expect(contactForm(mine)).toHaveAttribute('data-dirty', 'false');
    await expect(mine).toHaveURL(new RegExp(`${url}$`));
    await expect(toast(mine, 'is saved.')).toHaveCount(0);
    expect((await api<{ firstName: string }>('GET', `/api/Contact/${created.data.id}`)).data.firstName).toBe(
      'Theirs',
    );

    // Again, from the version mine now holds: theirs saves, mine saves, "Keep mine" saves mine over theirs.
    await openAndType(theirs, 'Theirs', 'Theirs again');
    await mine.getByLabel('First name').fill('Mine again');
    await save(theirs);
    await expectToast(theirs, `${last}, Theirs again is saved.`);
    await save(mine);
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expectToast(mine, `${last}, Mine again is saved.`);
    await expect(mine).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/Contacts$`));
    const stored = await api<{ firstName: string }>('GET', `/api/Contact/${created.data.id}`);
    expect(stored.data.firstName).toBe('Mine again');
    await theirs.goto(url);
    await expect(theirs.getByLabel('First name')).toHaveValue('Mine again');

    await api('DELETE', `/api/Contact/${created.data.id}`);
  });

  test('leaving a changed contact asks: Keep editing stays with the typed text, Discard changes leaves and saves nothing', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const last = `Leave${unique()}`;
    const api = apiOf(page);
    const created = await api<{ id: number }>('POST', '/api/Contact', {
      kind: 'individual',
      managementCompanyID: alpha,
      firstName: 'Kept',
      lastName: last,
    });
    const url = `/MgmtCoAdmin/${alpha}/Contacts/Individual/${created.data.id}`;
    await page.goto(url);
    await expect(contactForm(page)).toHaveAttribute('data-state', 'editable');
    await expect(page.getByLabel('First name')).toHaveValue('Kept');
    await page.getByLabel('First name').fill('Typed');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    // Stay: still on the form, with the typed text.
    await sideNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByLabel('First name')).toHaveValue('Typed');

    // Leave: the link is followed and nothing is saved.
    await sideNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/User$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect((await api<{ firstName: string }>('GET', `/api/Contact/${created.data.id}`)).data.firstName).toBe(
      'Kept',
    );
    await page.goto(url);
    await expect(page.getByLabel('First name')).toHaveValue('Kept');

    // The browser's own question on a reload: leaving reloads the stored record, nothing saved.
    await page.getByLabel('First name').fill('Typed again');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(contactForm(page)).toHaveAttribute('data-state', 'editable');
    await expect(page.getByLabel('First name')).toHaveValue('Kept');

    await api('DELETE', `/api/Contact/${created.data.id}`);
  });

  test('a new contact left with Discard changes is never added', async ({ page }) => {
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const last = `Never${unique()}`;
    await page.goto(`/MgmtCoAdmin/${alpha}/Contacts/Company/new`);
    await page.getByLabel('Company name').fill(last);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/Contacts$`));
    await searchContacts(page, last);
    await expect(page.getByText('No contacts match')).toBeVisible();
  });
});

test.describe('contact list paging', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('next and previous follow the API’s cursors, last and first go by number, and the address holds the position', async ({
    page,
  }) => {
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const names = async () => {
      await expect(contactTable(page)).toHaveAttribute('data-state', 'ready');
      return contactTable(page).locator('tbody [role="rowheader"], tbody th').allTextContents();
    };
    const range = page.locator('[data-slot="pagination-range"]');
    await page.goto(`/MgmtCoAdmin/${alpha}/Contacts?active=all&pageSize=10`);
    const first = await names();
    expect(first).toHaveLength(10);
    const total = Number(
      (/of ([\d,]+)/.exec((await range.textContent()) ?? '')?.[1] ?? '0').replace(/,/g, ''),
    );
    expect(total).toBeGreaterThan(20);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+/);
    await expect(range).toHaveText(`11–20 of ${total.toLocaleString('en-US')}`);
    const second = await names();
    expect(second.some((n) => first.includes(n))).toBe(false);
    // The address is the position: opened again, it shows the same page.
    await page.reload();
    expect(await names()).toEqual(second);

    await page.getByRole('button', { name: 'Last page' }).click();
    const lastPage = Math.ceil(total / 10);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&pageSize=10)?$`));
    await expect(range).toHaveText(new RegExp(`–${total.toLocaleString('en-US')} of `));
    const last = await names();
    expect(last.length).toBe(total - (lastPage - 1) * 10);

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage - 1}&cursor=`));
    expect((await names()).some((n) => last.includes(n))).toBe(false);

    await page.getByRole('button', { name: 'First page' }).click();
    await expect(page).not.toHaveURL(/cursor=/);
    expect(await names()).toEqual(first);
  });
});
