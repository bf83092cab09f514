@rem `npm start` runs `exec node … scripts/start.mjs` so that, on Linux and macOS, the shell hands its process to the
@rem server and stop signals reach it. cmd.exe (npm's shell on Windows) has no `exec`: it finds this file in the
@rem project folder instead, which runs the rest of the line.
@%*
