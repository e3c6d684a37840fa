/** The longest user name the sign-up form and the server accept. */
export const USER_NAME_MAX = 100;
