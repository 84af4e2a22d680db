import { describe, expect, it } from 'vitest';
import { profileUpdateFormData } from './update-profile';

describe('profileUpdateFormData', () => {
  it('sends the filled fields as text parts and the avatar as a file part', () => {
    const avatar = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    const sut = profileUpdateFormData({
      firstName: 'Mia',
      lastName: 'Durand',
      gender: 'girl',
      birthDate: '2017-04-02',
      country: 'FR',
      avatar,
    });

    expect([...sut.keys()]).toEqual([
      'firstName',
      'lastName',
      'gender',
      'birthDate',
      'country',
      'avatar',
    ]);
    expect(sut.get('country')).toBe('FR');
    const part = sut.get('avatar');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('me.jpg');
  });

  it('leaves out empty optional values: no gender, no birth date, no avatar, no password', () => {
    const sut = profileUpdateFormData({
      firstName: 'Mia',
      lastName: 'Durand',
      gender: null,
      birthDate: '',
      country: '',
      avatar: null,
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
    expect([...sut.keys()]).toEqual(['firstName', 'lastName']);
  });
});
