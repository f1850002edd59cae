package org.tomblens.render.testing;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real OpenGL context ({@link GlHarness}) current for all of a test class's tests, for classes that draw
 * into targets of their own: {@code @ExtendWith(GlContextPerClass.class)}. It fails the class, never skips
 * it, when no context can be made.
 */
public final class GlContextPerClass implements BeforeAllCallback, AfterAllCallback {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(GlContextPerClass.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getStore(NAMESPACE).put(context.getRequiredTestClass(), new GlHarness(16, 16));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        var harness = context.getStore(NAMESPACE).remove(context.getRequiredTestClass(), GlHarness.class);
        if (harness != null) {
            harness.close();
        }
    }
}
