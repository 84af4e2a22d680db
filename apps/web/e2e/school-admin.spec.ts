import type { Role } from '@atelier/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO, logInThroughApi, seedSession } from './accounts-fixtures';
import { seriousViolations } from './axe';

/*
 * School administration as people use it, against the real API and its demo school (Maple Grove:
 * classes Pandas and Dragons taught by Na Li, Tigers and Cranes by Tom Becker, 10 students each).
 * The tests of this file share one server: each one makes what it changes (its own class) or
 * picks rows no other test touches.
 */

const PRIVATE_TEACHER = 'private.teacher@demo.atelier.test';

async function openAs(
  page: Page,
  request: APIRequestContext,
  role: Role,
  email: string,
  path: string,
): Promise<void> {
  await seedSession(page, await logInThroughApi(request, role, email));
  await page.goto(path);
}

/** A code no earlier run against the same server used. */
function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}`;
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** The body rows' header cells (first column) of a table, in order. */
async function rowNames(table: Locator): Promise<string[]> {
  return (await table.getByRole('rowheader').allInnerTexts()).map((name) => name.trim());
}

function rowOf(table: Locator, name: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
}

/** The table's own order: the language's collation, case and accents aside. */
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

test.describe('a manager', () => {
  test('creates a grade and a class, edits it, and deletes only an empty class, after confirming', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'manager', DEMO.manager, '/manager');
    await expect(page.getByTestId('school-name')).toHaveText('Maple Grove International School');
    const nav = page.getByRole('navigation', { name: 'School administration' }).first();
    await nav.getByRole('link', { name: 'Grades' }).click();
    await expect(page).toHaveURL(/\/manager\/grades$/);

    // The demo school has every grade: delete an empty one (after confirming), then add it back.
    const grades = page.getByRole('table', { name: 'Grades of the school' });
    await expect(grades.getByRole('rowheader')).toHaveCount(7);
    await grades.getByRole('button', { name: 'Delete: Grade 1', exact: true }).click();
    const refuse = page.getByRole('alertdialog', { name: 'Delete this grade?' });
    await refuse.getByRole('button', { name: 'Delete' }).click();
    // Refused by the server (the grade has a class): its message, and the grade stays.
    await expect(toast(page, 'This grade still has classes')).toBeVisible();
    await expect(rowOf(grades, 'Grade 1')).toBeVisible();

    await grades.getByRole('button', { name: 'Delete: Grade 5', exact: true }).click();
    const confirmGrade = page.getByRole('alertdialog', { name: 'Delete this grade?' });
    await expect(confirmGrade).toContainText('Grade 5 will be deleted for good.');
    await confirmGrade.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Grade 5 deleted.')).toBeVisible();
    await expect(grades.getByRole('rowheader')).toHaveCount(6);

    await page.getByRole('button', { name: 'Add a grade' }).click();
    const gradeDialog = page.getByRole('dialog', { name: 'Add a grade' });
    await gradeDialog.getByRole('button', { name: 'Add a grade' }).click();
    await expect(gradeDialog.getByLabel('Grade name')).toHaveAttribute('aria-invalid', 'true');
    await expect(gradeDialog.getByText('This field is required.')).toBeVisible();
    await gradeDialog.getByLabel('Grade name').selectOption({ label: 'Grade 5' });
    await gradeDialog.getByLabel('Description').fill('Ten-year-olds');
    await gradeDialog.getByRole('button', { name: 'Add a grade' }).click();
    await expect(toast(page, 'Grade 5 added.')).toBeVisible();
    await expect(rowOf(grades, 'Grade 5')).toContainText('Ten-year-olds');

    // A class in it.
    await page
      .getByRole('navigation', { name: 'School administration' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await page.getByRole('button', { name: 'Add a class' }).click();
    const classDialog = page.getByRole('dialog', { name: 'Add a class' });
    const code = uniqueCode('OTTER');
    await classDialog.getByLabel('Class name').fill('Otters');
    await classDialog.getByLabel('Class code').fill('koala 1!');
    await classDialog.getByLabel('Grade', { exact: true }).selectOption({ label: 'Grade 5' });
    await classDialog.getByLabel('Level').selectOption({ label: 'Level 2' });
    await classDialog.getByLabel('Teacher').selectOption({ label: 'Tom Becker' });
    await classDialog.getByRole('button', { name: 'Add a class' }).click();
    await expect(classDialog.getByText('Use letters, digits and hyphens only.')).toBeVisible();
    await classDialog.getByLabel('Class code').fill(code.toLowerCase());
    await classDialog.getByRole('button', { name: 'Add a class' }).click();
    await expect(toast(page, 'Class Otters added.')).toBeVisible();
    const classes = page.getByRole('table', { name: 'Classes' });
    await page.getByLabel('Filter').fill(code);
    await expect(rowOf(classes, 'Otters')).toContainText(code);
    await expect(rowOf(classes, 'Otters')).toContainText('Tom Becker');

    // Edited.
    await classes.getByRole('button', { name: 'Edit: Otters' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Otters' });
    await editDialog.getByLabel('Class name').fill('Blue Otters');
    await editDialog.getByLabel('Description').fill('Afternoon group, with songs');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Class Blue Otters saved.')).toBeVisible();
    await expect(rowOf(classes, 'Blue Otters')).toContainText('Afternoon group, with songs');

    // A class with students cannot be deleted: the button says why.
    await page.getByLabel('Filter').fill('TIGERS');
    const tigersDelete = classes.getByRole('button', { name: 'Delete: Tigers' });
    await expect(tigersDelete).toHaveAttribute('aria-disabled', 'true');
    // Still focusable (aria-disabled): a keyboard user reaches it and hears why.
    await tigersDelete.press('Enter');
    await expect(
      toast(page, /Tigers still has \d+ students: move or remove them before deleting the class\./),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The empty one can, after a confirmation; cancelling keeps it.
    await page.getByLabel('Filter').fill(code);
    await classes.getByRole('button', { name: 'Delete: Blue Otters' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this class?' });
    await expect(confirm).toContainText('The class Blue Otters will be deleted for good.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(classes, 'Blue Otters')).toBeVisible();
    await classes.getByRole('button', { name: 'Delete: Blue Otters' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Class Blue Otters deleted.')).toBeVisible();
    await expect(classes.getByRole('cell', { name: 'Nothing matches your filter.' })).toBeVisible();
  });

  test('suspends a class and activates it again', async ({ page, request }) => {
    // The spec's hash address of the screen.
    await openAs(page, request, 'manager', DEMO.manager, '/manager#/classes');
    await expect(page).toHaveURL(/\/manager\/classes$/);
    const classes = page.getByRole('table', { name: 'Classes' });
    const cranes = rowOf(classes, 'Cranes');
    await expect(cranes).toContainText('In use');
    await expect(cranes.getByRole('button', { name: 'Activate: Cranes' })).toHaveCount(0);

    await cranes.getByRole('button', { name: 'Suspend: Cranes' }).click();
    await expect(toast(page, 'Cranes is suspended.')).toBeVisible();
    await expect(cranes).toContainText('Suspended');
    await expect(cranes.getByRole('button', { name: 'Suspend: Cranes' })).toHaveCount(0);

    await cranes.getByRole('button', { name: 'Activate: Cranes' }).click();
    await expect(toast(page, 'Cranes is active again.')).toBeVisible();
    await expect(cranes).toContainText('In use');
  });

  test('moves one student to another class, suspends another, and reads the class history', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'manager', DEMO.manager, '/manager/classes');
    await page
      .getByRole('table', { name: 'Classes' })
      .getByRole('link', { name: 'Tigers' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tigers' })).toBeVisible();
    const members = page.getByRole('table', { name: 'Students of Tigers' });
    // Two active students whose names no classmate shares (the demo repeats some names).
    const names = await rowNames(members);
    const candidates: string[] = [];
    for (const name of names.filter((each) => names.indexOf(each) === names.lastIndexOf(each))) {
      const suspend = members.getByRole('button', { name: `Suspend: ${name}`, exact: true });
      if ((await suspend.count()) === 1) candidates.push(name);
    }
    const [moved, suspended] = candidates;
    expect(moved && suspended).toBeTruthy();

    const movedEmail = (await rowOf(members, moved!).getByRole('cell').first().innerText()).trim();
    await members.getByRole('button', { name: `Move: ${moved}`, exact: true }).click();
    const moveDialog = page.getByRole('dialog', { name: `Move ${moved}` });
    await moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(moveDialog.getByText('This field is required.')).toBeVisible();
    await moveDialog.getByLabel('New class').selectOption({ label: 'Cranes (CRANES)' });
    await moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(toast(page, `${moved} moved to Cranes.`)).toBeVisible();
    // Gone from the class (a removed row, if listed, offers nothing).
    await expect(members.getByRole('button', { name: `Move: ${moved}`, exact: true })).toHaveCount(
      0,
    );

    await members.getByRole('button', { name: `Suspend: ${suspended}`, exact: true }).click();
    await expect(toast(page, `${suspended} is suspended.`)).toBeVisible();
    await expect(rowOf(members, suspended!)).toContainText('Suspended');
    await expect(
      members.getByRole('button', { name: `Activate: ${suspended}`, exact: true }),
    ).toBeVisible();

    // The profile, found by the e-mail in the students list.
    await page
      .getByRole('navigation', { name: 'School administration' })
      .getByRole('link', { name: 'Students' })
      .click();
    await page.getByLabel('Filter').fill(movedEmail);
    // Two children may share a name: wait until the filter leaves the one with this e-mail.
    const studentLinks = page
      .getByRole('table', { name: 'Students' })
      .getByRole('link', { name: moved, exact: true });
    await expect(studentLinks).toHaveCount(1);
    await studentLinks.click();
    await expect(page.getByRole('heading', { level: 1, name: moved })).toBeVisible();
    const history = page.getByRole('table', { name: `Classes of ${moved}, newest first` });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(rowOf(history, 'Cranes')).toContainText('Active');
    await expect(rowOf(history, 'Cranes')).toContainText('Moved from another class');
    await expect(rowOf(history, 'Tigers')).toContainText('Removed');
    expect(await rowNames(history)).toEqual(['Cranes', 'Tigers']);
  });

  test('filters and sorts the students, and exports them as CSV', async ({ page, request }) => {
    await openAs(page, request, 'manager', DEMO.manager, '/manager/students');
    const students = page.getByRole('table', { name: 'Students' });
    await expect(students.getByRole('rowheader')).toHaveCount(10);

    await page.getByLabel('Rows per page').selectOption('100');
    await page.getByLabel('Filter').fill('dragons');
    await expect(page.getByRole('status').filter({ hasText: /of \d+ rows/ })).toBeVisible();
    const classCells = await students.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(classCells.length).toBeGreaterThan(0);
    expect(new Set(classCells)).toEqual(new Set(['Dragons']));

    const nameHeader = students.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await rowNames(students);
    expect(ascending).toEqual([...ascending].sort(byName));
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await rowNames(students);
    expect(descending).toEqual([...ascending].sort((a, b) => byName(b, a)));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Class,Status,Created');
    // Every filtered row, in the order on screen (name descending).
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(descending);
    expect(lines.slice(1).every((line) => line.includes(',Dragons,'))).toBe(true);
  });
});

test.describe('a school teacher', () => {
  test('sees only their classes, and none of the administration buttons', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'teacher', DEMO.teacher, '/teacher');
    const nav = page.getByRole('navigation', { name: 'School administration' });
    await expect(nav.getByRole('link')).toHaveText(['Overview', 'Classes']);

    await nav.getByRole('link', { name: 'Classes' }).click();
    const classes = page.getByRole('table', { name: 'Classes' });
    await expect(classes.getByRole('rowheader')).toHaveCount(2);
    expect((await rowNames(classes)).sort()).toEqual(['Dragons', 'Pandas']);
    await expect(page.getByRole('button', { name: 'Add a class' })).toHaveCount(0);
    await expect(classes.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

    await classes.getByRole('link', { name: 'Pandas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pandas' })).toBeVisible();
    for (const name of ['Edit', 'Suspend', 'Disable', 'Delete', 'Assign']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /^Move: / })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Teacher of the class' })).toHaveCount(0);

    await page.goto('/teacher/grades');
    await expect(page.getByText('Your school manages the grades.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a grade' })).toHaveCount(0);
  });
});

test.describe('a private teacher', () => {
  test('creates a grade and a class of their own, and sees the bonus use', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'teacher', PRIVATE_TEACHER, '/teacher');
    await expect(page.getByRole('heading', { name: 'My own classes' })).toBeVisible();
    await expect(page.getByTestId('bonus-use')).toHaveText(/^\d+ of 6 students$/);
    const nav = page.getByRole('navigation', { name: 'School administration' });
    await expect(nav.getByRole('link')).toHaveText(['Overview', 'Grades', 'Classes', 'Students']);

    await nav.getByRole('link', { name: 'Grades' }).click();
    await page.getByRole('button', { name: 'Add a grade' }).click();
    const gradeDialog = page.getByRole('dialog', { name: 'Add a grade' });
    const gradeSelect = gradeDialog.getByLabel('Grade name');
    const choices = await gradeSelect.locator('option').allInnerTexts();
    const grade = choices[1]!;
    await gradeSelect.selectOption({ label: grade });
    await gradeDialog.getByRole('button', { name: 'Add a grade' }).click();
    await expect(toast(page, `${grade} added.`)).toBeVisible();

    await page
      .getByRole('navigation', { name: 'School administration' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await page.getByRole('button', { name: 'Add a class' }).click();
    const classDialog = page.getByRole('dialog', { name: 'Add a class' });
    await expect(classDialog.getByLabel('Teacher')).toHaveCount(0);
    const code = uniqueCode('STARS');
    await classDialog.getByLabel('Class name').fill('Little Stars');
    await classDialog.getByLabel('Class code').fill(code);
    await classDialog.getByLabel('Grade', { exact: true }).selectOption({ label: grade });
    await classDialog.getByLabel('Level').selectOption({ label: 'Level 1' });
    await classDialog.getByRole('button', { name: 'Add a class' }).click();
    await expect(toast(page, 'Class Little Stars added.')).toBeVisible();
    await page.getByLabel('Filter').fill(code);
    await expect(rowOf(page.getByRole('table', { name: 'Classes' }), 'Little Stars')).toContainText(
      code,
    );
  });
});

test('grades, classes, class detail and student profile: no serious or critical axe violations', async ({
  page,
  request,
}) => {
  await openAs(page, request, 'manager', DEMO.manager, '/manager/grades');
  await expect(
    page.getByRole('table', { name: 'Grades of the school' }).getByRole('rowheader').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/manager/classes');
  const classes = page.getByRole('table', { name: 'Classes' });
  await expect(classes.getByRole('rowheader').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // With a form open and its errors shown.
  await page.getByRole('button', { name: 'Add a class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a class' });
  await dialog.getByRole('button', { name: 'Add a class' }).click();
  await expect(dialog.getByLabel('Class name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await classes.getByRole('link', { name: 'Pandas' }).click();
  const members = page.getByRole('table', { name: 'Students of Pandas' });
  await expect(members.getByRole('rowheader').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await members.getByRole('rowheader').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Class history' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
