/**
 * Limits on the public writes anyone can send without an account, per client address. Generous for a person (a
 * visitor leaves a message or two; the login page asks for a new camera-login QR code every two minutes while
 * open) and small for a script filling the tables.
 */
const MINUTE = 60 * 1000;

export const PUBLIC_WRITE_LIMITS: Readonly<Record<string, { max: number; timeWindow: number }>> = {
  '/api/intercomMessage/leave': { max: 10, timeWindow: 60 * MINUTE },
  '/api/sso/user/sendUserInfo': { max: 20, timeWindow: 60 * MINUTE },
  '/api/agentAduit/save': { max: 5, timeWindow: 60 * MINUTE },
  '/api/sso/camera/qrCode': { max: 30, timeWindow: 10 * MINUTE },
};

/** Answered (with Retry-After) once a limit is reached; a login lockout has its own code (3027). */
export const RATE_LIMITED_CODE = 3003;
