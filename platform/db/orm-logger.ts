import type { LogContext, Logger, LoggerNamespace, LoggerOptions } from '@mikro-orm/core';
import { logger } from '../logger';

/**
 * MikroORM's logger routed to pino (instead of console.log on stdout). Migrator progress and
 * enabled debug namespaces log at debug; ORM warnings and errors at warn and error.
 */
export class PinoOrmLogger implements Logger {
  private debugMode: boolean | LoggerNamespace[];

  constructor(private readonly options: LoggerOptions) {
    this.debugMode = options.debugMode ?? false;
  }

  log(namespace: string, message: string, context?: LogContext): void {
    if (!this.isEnabled(namespace as LoggerNamespace, context)) return;
    const level = context?.level === 'error' ? 'error' : context?.level === 'warning' || namespace === 'deprecated' ? 'warn' : 'debug';
    const fields: Record<string, unknown> = { orm: namespace };
    if (context?.label) fields.label = context.label;
    logger()[level](fields, message.replace(/\s+/g, ' ').trim());
  }

  error(namespace: string, message: string, context?: LogContext): void {
    this.log(namespace, message, { ...context, level: 'error', enabled: this.alwaysOn(namespace, context) });
  }

  warn(namespace: string, message: string, context?: LogContext): void {
    this.log(namespace, message, { ...context, level: 'warning', enabled: this.alwaysOn(namespace, context) });
  }

  /**
   * Warnings and errors are written whatever the debug mode (deprecations aside): MikroORM
   * reports through them what no query returns, such as a pooled connection that died in a
   * database outage (pg's pool, under the `info` namespace).
   */
  private alwaysOn(namespace: string, context?: LogContext): boolean | undefined {
    return context?.enabled ?? (namespace === 'deprecated' ? undefined : true);
  }

  logQuery(context: LogContext): void {
    if (!this.isEnabled('query', context)) return;
    const fields: Record<string, unknown> = { orm: 'query', took: context.took, results: context.results, affected: context.affected };
    if (this.isEnabled('query-params', context)) fields.params = context.params;
    const level = context.level === 'error' ? 'error' : context.level === 'warning' ? 'warn' : 'debug';
    logger()[level](fields, context.query ?? '');
  }

  setDebugMode(debugMode: boolean | LoggerNamespace[]): void {
    this.debugMode = debugMode;
  }

  isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    if (context?.enabled !== undefined) return context.enabled;
    if (namespace === 'deprecated') {
      const ignore = this.options.ignoreDeprecations ?? false;
      return Array.isArray(ignore) ? !ignore.includes(context?.label ?? '') : !ignore;
    }
    const mode = context?.debugMode ?? this.debugMode;
    return !!mode && (!Array.isArray(mode) || mode.includes(namespace));
  }
}
