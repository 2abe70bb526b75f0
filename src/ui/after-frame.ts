/**
 * Work that must not delay the next frame (what is not drawn, or drawn elsewhere than where the
 * user is looking) runs once that frame is out: a task queued from the frame's animation callback
 * runs after the frame's style, layout and paint. One promise is shared by all the callers of one
 * frame. A hidden page draws no frames: a timer stands in then.
 */
let next: Promise<void> | undefined;

export function afterNextFrame(): Promise<void> {
  return (next ??= new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      next = undefined;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(finish));
    setTimeout(finish, 100);
  }));
}
