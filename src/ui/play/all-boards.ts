/**
 * The board modules of the games played in the shared play shell, loaded with the shell (never with
 * the app's first load). Each registers itself with ./boards.ts. Add a game's board here.
 */
import '../rpg/rpg-board.ts';
